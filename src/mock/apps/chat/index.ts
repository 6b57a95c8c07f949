import { defineMockApp } from '../../mock-app'
import { createChatState } from './data'
import { chatRoutes } from './handlers'

export const chatApp = defineMockApp({
  name: 'chat',
  createState: () => createChatState(),
  routes: (server, state) => chatRoutes(server, state),
})
