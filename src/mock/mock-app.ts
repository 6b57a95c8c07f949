import type { Server } from 'miragejs'

/**
 * One template application answered by the in-browser mock. Each app keeps its own in-memory state,
 * created afresh by `createState()` whenever a mock server starts, and registers its route handlers.
 */
export interface MockApp<State = unknown> {
  /** Short name, for logs and tests. */
  name: string
  createState(): State
  routes(server: Server, state: State): void
}

export const defineMockApp = <State>(app: MockApp<State>): MockApp<State> => app
