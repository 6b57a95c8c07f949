// Gzipped size of what the first screen loads (the entry and its static imports) and of each route's own
// chunks (a dynamic import and the static imports it adds). Target: entry under 130 kB gzipped.
import { execSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { join } from 'node:path'

const ENTRY_TARGET_KB = 130
const dist = 'dist'

execSync('npx vite build --logLevel error', { stdio: 'inherit' })
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'))
const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length
const kb = (bytes) => (bytes / 1024).toFixed(1)

/** Every file a chunk needs before it runs: itself, its CSS and its static imports, transitively. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen
  seen.add(key)
  for (const imported of manifest[key].imports ?? []) closure(imported, seen)
  return seen
}
const filesOf = (keys) =>
  new Set([...keys].flatMap((key) => [manifest[key].file, ...(manifest[key].css ?? [])]))
const size = (files) => [...files].reduce((total, file) => total + gz(file), 0)

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry)
const entryKeys = closure(entryKey)
const entryFiles = filesOf(entryKeys)
const entrySize = size(entryFiles)

const lazyKeys = new Set(Object.values(manifest).flatMap((chunk) => chunk.dynamicImports ?? []))
const routes = [...lazyKeys]
  .map((key) => {
    const own = [...filesOf(closure(key))].filter((file) => !entryFiles.has(file))
    return { chunk: key, kb: Number(kb(size(own))) }
  })
  .sort((a, b) => b.kb - a.kb)

console.log(
  `entry (first screen): ${kb(entrySize)} kB gzipped in ${entryFiles.size} files (target < ${ENTRY_TARGET_KB} kB)`,
)
console.log('largest lazily loaded chunks (gzipped, beyond the entry):')
console.table(routes.slice(0, 8))
if (entrySize / 1024 > ENTRY_TARGET_KB) console.log(`!! entry is over the ${ENTRY_TARGET_KB} kB target`)
