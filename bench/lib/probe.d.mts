/** A moment (wall-clock ms since the epoch) and how long something lasted from it (ms). */
export interface Span {
  at: number
  ms: number
}

export interface Percentiles {
  count: number
  p50?: number
  p99?: number
  max?: number
}

/** Per thread name: how many threads, the CPU they ran and their time ready to run but waiting for a core (ms). */
export type ThreadTimes = Record<string, { threads: number; runMs: number; waitMs: number }>

export interface ProbeFigures {
  /** How late a timer due every 5 ms ran (the event loop's delay), ms. */
  loop: Percentiles
  /** When the loop was late by more than 15 ms. */
  stalls: Span[]
  gc: { count: number; totalMs: number; maxMs: number; long: Span[] }
  /** Each HTTP request's time in the process (a server's). */
  served?: Percentiles
  /** Requests that took the server more than 15 ms, from their start. */
  slowServed?: Span[]
  /** Undefined where /proc/self/task does not exist. */
  threads: ThreadTimes | undefined
}

export interface Probe {
  report(): ProbeFigures
  restart(): void
}

export function startProbe(options?: { served?: boolean }): Probe
