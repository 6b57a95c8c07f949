import { defineMockApp } from '../../mock-app'
import { createSearchContacts, createSearchFiles } from './files-contacts'
import { searchRoutes } from './handlers'
import type { SearchState } from './handlers'
import { createSearchPages } from './pages'

export const searchApp = defineMockApp<SearchState>({
  name: 'search',
  createState: () => ({
    pages: createSearchPages(),
    files: createSearchFiles(),
    contacts: createSearchContacts(),
  }),
  routes: searchRoutes,
})
