// Preloaded into a benchmarked server (`node --import`): on SIGUSR2 it collects garbage (when --expose-gc is given)
// and prints one line `MEMORY {"rss":...,"heapUsed":...}` to stdout, so the bench reads the server's own figures.
process.on('SIGUSR2', () => {
  globalThis.gc?.()
  const { rss, heapUsed, heapTotal, external, arrayBuffers } = process.memoryUsage()
  process.stdout.write(`MEMORY ${JSON.stringify({ rss, heapUsed, heapTotal, external, arrayBuffers })}\n`)
})
