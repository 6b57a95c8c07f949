// Gzipped size of what the first screen loads and of each route's own code (see lib/bundle-analysis.mjs).
// Targets: entry under 135 kB, each route's own code under 60 kB. `npm test` checks the same budgets
// (scripts/check-bundle-size.mjs) on the build the end-to-end tests ran.
import { execSync } from 'node:child_process'
import { analyseBundle, ENTRY_BUDGET_KB, ROUTE_BUDGET_KB } from './lib/bundle-analysis.mjs'

execSync('npx vite build --logLevel error', { stdio: 'inherit' })
const bundle = analyseBundle()
const kb = (value) => Number(value.toFixed(1))
console.log(
  `entry (first screen): ${kb(bundle.entryKb)} kB gzipped in ${bundle.entryFiles} files (target < ${ENTRY_BUDGET_KB} kB)`,
)
console.log(`shared by two routes or more: ${kb(bundle.sharedKb)} kB gzipped, loaded once; largest:`)
console.table(bundle.shared.slice(0, 6).map((chunk) => ({ file: chunk.file, kb: kb(chunk.kb) })))
console.log(`routes, own code (target < ${ROUTE_BUDGET_KB} kB) and with the shared chunks they load:`)
console.table(
  bundle.routes
    .slice(0, 12)
    .map((route) => ({ chunk: route.chunk, own: kb(route.ownKb), withShared: kb(route.withSharedKb) })),
)
console.log('loaded beside the screens (the in-browser mock, the Connect adapters):')
console.table(bundle.others.map((chunk) => ({ chunk: chunk.chunk, kb: kb(chunk.kb) })))
console.log('loaded apart (by a screen on an action, or by the layout), own code:')
console.table(bundle.onDemand.map((part) => ({ chunk: part.chunk, kb: kb(part.ownKb) })))
