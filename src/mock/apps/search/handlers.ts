import type { Server } from 'miragejs'
import { readId, respond } from '../../http'
import type { SearchContact, SearchFile } from './files-contacts'
import type { SearchPage } from './pages'

export interface SearchState {
  pages: SearchPage[]
  files: SearchFile[]
  contacts: SearchContact[]
}

/** Each search group shows at most this many results (template-apps §9). */
export const SEARCH_LIMIT = 4

export function searchRoutes(server: Server, state: SearchState): void {
  server.get('/api/main-search/data', () => ({
    searchArr: [
      { groupTitle: 'Pages', searchLimit: SEARCH_LIMIT, data: state.pages },
      { groupTitle: 'Files', searchLimit: SEARCH_LIMIT, data: state.files },
      { groupTitle: 'Contacts', searchLimit: SEARCH_LIMIT, data: state.contacts },
    ],
  }))

  server.get('/api/bookmarks/data', () => ({
    suggestions: state.pages,
    bookmarks: state.pages.filter((p) => p.isBookmarked),
  }))

  /** Toggles the page's bookmark and answers the updated page. */
  server.post('/api/bookmarks/update', (_schema, request) => {
    const id = readId(request)
    const page = state.pages.find((p) => p.id === id)
    if (!page) return respond(404)
    page.isBookmarked = !page.isBookmarked
    return respond(200, page)
  })
}
