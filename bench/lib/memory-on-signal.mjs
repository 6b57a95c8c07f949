// Preloaded into a benchmarked server (`node --import`): on SIGUSR2 it collects garbage (when --expose-gc is given)
// and prints one line `MEMORY {"rss":...,"heapUsed":...}` to stdout, so the bench reads the server's own figures.
// It also gives the CPU time the process has used so far (user + system, in µs, read before the GC), from which a
// bench works out the server's CPU per request: a figure that other processes on a shared machine barely move.
process.on('SIGUSR2', () => {
  const { user, system } = process.cpuUsage()
  globalThis.gc?.()
  const { rss, heapUsed, heapTotal, external, arrayBuffers } = process.memoryUsage()
  process.stdout.write(
    `MEMORY ${JSON.stringify({ rss, heapUsed, heapTotal, external, arrayBuffers, cpuMicros: user + system })}\n`,
  )
})
