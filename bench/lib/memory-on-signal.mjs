// Preloaded into a benchmarked server (`node --import`): on SIGUSR2 it collects garbage (when --expose-gc is given)
// and prints one line `MEMORY {"rss":...,"heapUsed":...}` to stdout, so the bench reads the server's own figures.
// It also gives the CPU time the process has used so far (user + system, in µs, read before the GC), from which a
// bench works out the server's CPU per request: a figure that other processes on a shared machine barely move;
// and, as `probe`, where the server's time went since the previous line (probe.mjs: its event loop's delay, its
// requests' time inside it, its collections, its threads' waits for a core), the forced collection left out.
import { startProbe } from './probe.mjs'

const probe = startProbe({ served: true })
process.on('SIGUSR2', () => {
  const { user, system } = process.cpuUsage()
  const figures = probe.report()
  globalThis.gc?.()
  const { rss, heapUsed, heapTotal, external, arrayBuffers } = process.memoryUsage()
  process.stdout.write(
    `MEMORY ${JSON.stringify({ rss, heapUsed, heapTotal, external, arrayBuffers, cpuMicros: user + system, probe: figures })}\n`,
  )
  probe.restart()
})
// SIGURG (which a process ignores unless it listens for it) starts the figures afresh without a collection: the
// bench sends it when a paced load's warm-up ends, so that the next line covers the measured seconds alone.
process.on('SIGURG', () => probe.restart())
