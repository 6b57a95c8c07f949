import { defineMockApp } from '../../mock-app'
import { createEmailState } from './data'
import { emailRoutes } from './handlers'

export const emailApp = defineMockApp({
  name: 'email',
  createState: () => createEmailState(),
  routes: (server, state) => emailRoutes(server, state),
})
