import { defineMockApp } from '../../mock-app'
import { createTodoState } from './data'
import { todoRoutes } from './handlers'

export const todoApp = defineMockApp({
  name: 'todo',
  createState: () => createTodoState(),
  routes: (server, state) => todoRoutes(server, state),
})
