// Where a process's time went between two reports: what a benchmark reads to tell a slow server from a server
// that waited (for its own event loop, for a collection, for a core). Used in the benchmarked server (through
// memory-on-signal.mjs) and in the load generator itself.
//
// - loop: the event loop's delay, as monitorEventLoopDelay measures it (how late a timer due every 5 ms ran), in
//   percentiles and max. A request arriving while the loop is busy waits that long before the server reads it.
//   Measured by a timer of its own so that `restart()` can leave out the pause of a forced collection.
// - stalls: when the loop was late by more than STALL_MS (wall-clock time and how late), for matching with the
//   client's slow requests.
// - served: with `served`, each HTTP request's time in the server, from its headers parsed to its answer handed
//   to the kernel (diagnostics_channel `http.server.request.start` / `http.server.response.finish`).
// - gc: the pauses of V8's collections (count, total, max, and those over STALL_MS with their time).
// - threads: per thread of the process (/proc/self/task/*/schedstat, Linux), the CPU time it ran and the time it
//   waited on a run queue while ready to run, summed by thread name: the time this process wanted a core and
//   had none. Absent where /proc does not give it.
import diagnostics from 'node:diagnostics_channel'
import fs from 'node:fs'
import { createHistogram, PerformanceObserver } from 'node:perf_hooks'

const STALL_MS = 15
const MAX_EVENTS = 200
const TICK_MS = 5

/** The CPU and run-queue time of each thread so far, summed by thread name (ms); undefined off Linux. */
function threadTimes() {
  let tasks
  try {
    tasks = fs.readdirSync('/proc/self/task')
  } catch {
    return undefined
  }
  const times = {}
  for (const tid of tasks) {
    try {
      const [run, wait] = fs.readFileSync(`/proc/self/task/${tid}/schedstat`, 'latin1').split(' ').map(Number)
      const name =
        tid === String(process.pid) ? 'main' : fs.readFileSync(`/proc/self/task/${tid}/comm`, 'latin1').trim()
      const entry = (times[name] ??= { threads: 0, runMs: 0, waitMs: 0 })
      entry.threads++
      entry.runMs += run / 1e6
      entry.waitMs += wait / 1e6
    } catch {
      // The thread ended while being read.
    }
  }
  return times
}

/** The difference of two threadTimes() readings (threads that ended in between are left out). */
function threadDelta(after, before) {
  if (!after || !before) return undefined
  const delta = {}
  for (const [name, entry] of Object.entries(after)) {
    const was = before[name] ?? { runMs: 0, waitMs: 0 }
    delta[name] = {
      threads: entry.threads,
      runMs: Math.round(entry.runMs - was.runMs),
      waitMs: Math.round(entry.waitMs - was.waitMs),
    }
  }
  return delta
}

const round = (ms) => Math.round(ms * 10) / 10

/** Percentiles of a perf_hooks histogram recorded in `unit` ns (1000: µs), in ms. */
function percentiles(histogram, unit) {
  if (histogram.count === 0) return { count: 0 }
  return {
    count: histogram.count,
    p50: round((histogram.percentile(50) * unit) / 1e6),
    p99: round((histogram.percentile(99) * unit) / 1e6),
    max: round((histogram.max * unit) / 1e6),
  }
}

/**
 * Starts measuring; `report()` gives the figures since the start or the previous report and starts again.
 * `served: true` also times the process's HTTP requests (a server).
 */
export function startProbe({ served = false } = {}) {
  // How late each tick ran, in µs.
  const loop = createHistogram()
  let stalls = []
  let expected = performance.now() + TICK_MS
  const ticker = setInterval(() => {
    const now = performance.now()
    const late = now - expected
    loop.record(Math.max(1, Math.round(late * 1000)))
    if (late > STALL_MS && stalls.length < MAX_EVENTS)
      stalls.push({ at: Math.round(performance.timeOrigin + now - late), ms: round(late) })
    expected = now + TICK_MS
  }, TICK_MS)
  ticker.unref()

  let gc = { count: 0, totalMs: 0, maxMs: 0, long: [] }
  /** Collections that started before this time are not counted (a forced one, see restart). */
  let gcFrom = 0
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.startTime < gcFrom) continue
      gc.count++
      gc.totalMs += entry.duration
      gc.maxMs = Math.max(gc.maxMs, entry.duration)
      if (entry.duration > STALL_MS && gc.long.length < MAX_EVENTS)
        gc.long.push({ at: Math.round(performance.timeOrigin + entry.startTime), ms: round(entry.duration) })
    }
  })
  observer.observe({ entryTypes: ['gc'] })

  // Server time per request, in µs.
  const serverTimes = createHistogram()
  let slowServed = []
  if (served) {
    // A Map whose entry goes when the answer is written: a WeakMap of requests (an ephemeron table, which V8 keeps
    // in the old generation and empties only in a full collection) grew with every request and made the server
    // run a mark-compact every quarter of a second under the bench's load, 16 times as many as without the probe;
    // a property on the request changed the shape of Node's request objects (decision 0231).
    // A caller that gives up before its answer leaves a response that never finishes: its entry goes when the
    // response closes (else each one kept its request and socket, and a soak's heap grew by 1 MB a minute).
    const started = new Map()
    diagnostics.subscribe('http.server.request.start', ({ request, response }) => {
      started.set(request, performance.now())
      response.once('close', () => started.delete(request))
    })
    diagnostics.subscribe('http.server.response.finish', ({ request }) => {
      const start = started.get(request)
      started.delete(request)
      if (start === undefined) return
      const ms = performance.now() - start
      serverTimes.record(Math.max(1, Math.round(ms * 1000)))
      if (ms > STALL_MS && slowServed.length < MAX_EVENTS)
        slowServed.push({ at: Math.round(performance.timeOrigin + start), ms: round(ms) })
    })
  }

  let threads = threadTimes()
  return {
    /** The figures since the start or the last restart. */
    report() {
      return {
        loop: percentiles(loop, 1000),
        stalls,
        gc: { count: gc.count, totalMs: Math.round(gc.totalMs), maxMs: round(gc.maxMs), long: gc.long },
        ...(served ? { served: percentiles(serverTimes, 1000), slowServed } : {}),
        threads: threadDelta(threadTimes(), threads),
      }
    },
    /** Starts counting anew from now: what ran on the loop until now (a forced collection) is left out. */
    restart() {
      loop.reset()
      serverTimes.reset()
      stalls = []
      slowServed = []
      gc = { count: 0, totalMs: 0, maxMs: 0, long: [] }
      gcFrom = performance.now()
      expected = performance.now() + TICK_MS
      threads = threadTimes()
    },
  }
}
