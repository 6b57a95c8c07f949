// What a load bench prints beside a latency figure to say where the slow answers waited: in the server's event
// loop (and why: a collection, a slow request), in the load generator, or for a core (the machine).
import fs from 'node:fs'
import { loadavg } from 'node:os'
import type { PacedResult } from './paced-load'
import type { ProbeFigures, Span, ThreadTimes } from './probe.mjs'

export type { ProbeFigures } from './probe.mjs'

/**
 * The machine's CPU pressure so far (/proc/pressure/cpu, "some": the time at least one runnable task waited for
 * a core, µs); undefined where the kernel does not give it.
 */
export function cpuPressure(): number | undefined {
  try {
    const some = /^some .*total=(\d+)/m.exec(fs.readFileSync('/proc/pressure/cpu', 'latin1'))
    return some ? Number(some[1]) : undefined
  } catch {
    return undefined
  }
}

const whole = (ms: number) => Math.round(ms).toLocaleString('en')

/** `main thread ran 9,800 ms, waited for a core 1,200 ms; 10 other threads (node) ran ...`, busiest first. */
function describeThreads(threads: ThreadTimes | undefined): string {
  if (!threads) return 'not measured (no /proc/self/task)'
  return Object.entries(threads)
    .filter(([, entry]) => entry.runMs + entry.waitMs >= 1)
    .sort(([, a], [, b]) => b.runMs - a.runMs)
    .map(
      ([name, entry]) =>
        `${name === 'main' ? 'main thread' : `${entry.threads} other thread${entry.threads > 1 ? 's' : ''} (${name})`} ran ${whole(entry.runMs)} ms, waited for a core ${whole(entry.waitMs)} ms`,
    )
    .join('; ')
}

const overlaps = (answer: Span, spans: readonly Span[]) =>
  spans.some((span) => span.at <= answer.at + answer.ms && span.at + span.ms >= answer.at)

const lateBy = (figures: ProbeFigures) =>
  `p99 ${figures.loop.p99 ?? '-'} ms, max ${figures.loop.max ?? '-'} ms; ${figures.stalls.length} stalls over 15 ms`

/**
 * Lines on where the paced load's time went: the client's own delay in sending, the server's time per request,
 * both event loops' delays and collections, both processes' waits for a core, the machine's CPU pressure, and
 * which of the slowest answers (at or above the p99) overlapped a stall of the server's loop or of the client's.
 */
export function whereTimeWent(
  paced: PacedResult,
  server: ProbeFigures,
  client: ProbeFigures,
  machine: { seconds: number; pressureMicros: number | undefined; load: number },
): string[] {
  const served = server.served
  const serverStalls = [...server.stalls, ...(server.slowServed ?? [])]
  const inServer = paced.slowest.filter((answer) => overlaps(answer, serverStalls))
  const inClient = paced.slowest.filter((answer) => answer.late > 15 || overlaps(answer, client.stalls))
  const neither = paced.slowest.filter((answer) => !inServer.includes(answer) && !inClient.includes(answer))
  const pressure =
    machine.pressureMicros === undefined
      ? 'not measured'
      : `${((machine.pressureMicros / 1e6 / machine.seconds) * 100).toFixed(0)} % of the time`
  return [
    `    server: time per request inside it p50 ${served?.p50 ?? '-'} ms, p99 ${served?.p99 ?? '-'} ms, max ${served?.max ?? '-'} ms; event loop late ${lateBy(server)}; GC max ${server.gc.maxMs} ms (${server.gc.count} collections, ${whole(server.gc.totalMs)} ms)`,
    `    server threads: ${describeThreads(server.threads)}`,
    `    load generator: sent late p99 ${paced.lateP99.toFixed(1)} ms, max ${paced.lateMax.toFixed(1)} ms; event loop late ${lateBy(client)}; GC max ${client.gc.maxMs} ms`,
    `    load generator threads: ${describeThreads(client.threads)}`,
    `    machine: load average ${machine.load.toFixed(1)}; some task waited for a core ${pressure} (/proc/pressure/cpu)`,
    `    the ${paced.slowest.length} slowest answers (>= p99): ${inServer.length} overlap a stall of the server's loop or a request slow inside it, ${inClient.length} were sent late or overlap a stall of the load generator's loop, ${neither.length} neither (waiting between the two: sockets, a core)`,
  ]
}

/** The 1-minute load average. */
export const loadAverage = () => loadavg()[0]!
