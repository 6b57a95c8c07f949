// Runs one of the local servers' TypeScript entries: bundles its own code (mock-server/, src/domain, src/gen)
// into one ES module with esbuild (~0.1 s) and imports it in this process. Starting from TypeScript through
// tsx's loader costs about 0.5 s more, most of it resolving each import through the loader thread. Packages
// stay external (loaded from node_modules as usual).
import { build } from 'esbuild'
import { rm } from 'node:fs/promises'
import { pathToFileURL } from 'node:url'

export async function runBundled(entry, name) {
  // One file per process, so that two servers starting at once (dev and e2e) never share one; removed once loaded.
  const outfile = `node_modules/.cache/mock-api/${name}-${process.pid}.mjs`
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'inline',
    logLevel: 'warning',
  })
  process.setSourceMapsEnabled(true)
  try {
    await import(pathToFileURL(outfile).href)
  } finally {
    await rm(outfile, { force: true })
  }
}
