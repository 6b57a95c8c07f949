import { defineMockApp } from '../../mock-app'
import { createBlogState } from './data'
import { blogRoutes } from './handlers'

export const blogApp = defineMockApp({
  name: 'blog',
  createState: () => createBlogState(),
  routes: (server, state) => blogRoutes(server, state),
})
