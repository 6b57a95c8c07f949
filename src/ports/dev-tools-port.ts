import type { RecordedCall } from '../domain/dev-tools'

export type { RecordedCall }

/** The Connect error codes a fault can answer with. */
export const FAULT_CODES = [
  'canceled',
  'unknown',
  'invalid_argument',
  'deadline_exceeded',
  'not_found',
  'already_exists',
  'permission_denied',
  'resource_exhausted',
  'failed_precondition',
  'aborted',
  'out_of_range',
  'unimplemented',
  'internal',
  'unavailable',
  'data_loss',
  'unauthenticated',
] as const

/** A fault to inject (`POST /__admin/faults`): a Connect error code, a latency, or both. */
export interface FaultRequest {
  /** `cargo.services.<Service>/<Method>` or `*` */
  method: string
  code?: string
  latencyMs?: number
  /** 0..1; the mock API's default is 1. */
  rate?: number
  times?: number
}

export interface InjectedFault extends FaultRequest {
  id: string
  rate: number
  /** Calls left before it is spent; null when it has no `times`. */
  timesLeft: number | null
}

/**
 * The mock API's developer tools (dev builds only): its request journal, injected faults and reset. Rejects
 * with PortError carrying the mock API's message (which names the field of a refused fault).
 */
export interface DevToolsPort {
  recentCalls(limit: number): Promise<RecordedCall[]>
  faults(): Promise<InjectedFault[]>
  /** Resolves to the new fault's id. */
  addFault(fault: FaultRequest): Promise<string>
  removeFault(id: string): Promise<void>
  removeAllFaults(): Promise<void>
  /** The mock API's data back to its seed; faults and the journal cleared. */
  resetData(): Promise<void>
}
