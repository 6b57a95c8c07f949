import type { Terminal } from '../domain/locations'

/** Terminals (port yards). */
export interface TerminalsPort {
  listTerminals(): Promise<Terminal[]>
}
