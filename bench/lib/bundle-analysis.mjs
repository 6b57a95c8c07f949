// What the first screen and each route load, from Vite's manifest (dist/.vite/manifest.json), gzipped.
// - entry: the entry chunk and its static imports (the first screen);
// - a route's own code: files that route loads (its dynamic import and what it statically adds beyond the
//   entry) that no other route loads;
// - shared chunks: files loaded by two routes or more (the kit and its libraries), downloaded once;
// - parts loaded apart: modules imported lazily by a screen or the layout rather than by the screens table (the
//   rich-text editor when a panel opens, the PDF maker on Download, the navbar's search and bookmarks with the
//   layout): not part of opening a route, so reported apart with their own code, not counted in a route's.
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { join } from 'node:path'

// Issue 31 (decision 0142): the first screen at most 135 kB gzipped; a route's own code at most 60 kB and, with the
// shared chunks it loads before its first paint (its static imports beyond the entry), at most 150 kB.
/** Screens tables the first screen loads on demand: their lazy imports are routes too. */
const SCREEN_TABLES = ['src/ui/app/template-screens.ts']

export const ENTRY_BUDGET_KB = 135
export const ROUTE_BUDGET_KB = 60
export const ROUTE_WITH_LIBRARIES_BUDGET_KB = 150
/**
 * Routes over ROUTE_WITH_LIBRARIES_BUDGET_KB, each held at its size then so that it cannot grow. When the budget
 * came (issue 31) 29 routes were held here: the forms' libraries (react-hook-form, zod, the date picker), recharts,
 * FullCalendar and the template apps' widgets loaded before their first paint. Each left the list as it met the
 * budget (decision 0142); the last, Cargoloop's vehicle view, on 28 November. A new route must meet the budget.
 * The template's pages count the table of their screens, which loads with the first of them (about 3 kB).
 */
export const ROUTE_WITH_LIBRARIES_ALLOWANCES = {}
/**
 * Routes allowed above ROUTE_BUDGET_KB, each with its own budget and the reason (decision 0162, size
 * budgets). Only a third-party widget that cannot be split smaller than the budget belongs here.
 */
export const ROUTE_BUDGET_ALLOWANCES = {
  'src/ui/features/calendar/CalendarPage.tsx': {
    kb: 92,
    why: 'FullCalendar v7 alone is about 80 kB (core 37, month grid 21, interaction 9.5, week and day grids 10, list 6.5, theme 3); about 4 kB more are copies of small shared modules inlined into the route chunk (vite.config.ts, experimentalInlineCommonChunks)',
  },
}

export function analyseBundle(dist = 'dist') {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'))
  const sizes = new Map()
  const gz = (file) => {
    if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length)
    return sizes.get(file)
  }
  const closure = (key, seen = new Set()) => {
    if (seen.has(key)) return seen
    seen.add(key)
    for (const imported of manifest[key].imports ?? []) closure(imported, seen)
    return seen
  }
  const filesOf = (keys) =>
    new Set([...keys].flatMap((key) => [manifest[key].file, ...(manifest[key].css ?? [])]))
  const total = (files) => [...files].reduce((sum, file) => sum + gz(file), 0)

  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry)
  const entryFiles = filesOf(closure(entryKey))
  const lazyKeys = [...new Set(Object.values(manifest).flatMap((chunk) => chunk.dynamicImports ?? []))]
  // Routes are what the first screen's code imports lazily (the screens table), and what a screens table the
  // first screen loads on demand imports (the template's pages, `template-screens.ts`: opening one of them loads
  // that table too); the rest is loaded on demand.
  const tables = SCREEN_TABLES.filter((key) => manifest[key])
  const viaTable = new Map(
    tables.flatMap((table) => (manifest[table].dynamicImports ?? []).map((key) => [key, table])),
  )
  const routeKeys = new Set(
    [
      ...[...closure(entryKey)].flatMap((key) => manifest[key].dynamicImports ?? []),
      ...viaTable.keys(),
    ].filter((key) => !tables.includes(key)),
  )
  const routeFiles = new Map(
    lazyKeys
      .filter((key) => !tables.includes(key))
      .map((key) => {
        const keys = viaTable.has(key)
          ? new Set([...closure(key), ...closure(viaTable.get(key))])
          : closure(key)
        return [key, [...filesOf(keys)].filter((file) => !entryFiles.has(file))]
      }),
  )
  const users = new Map()
  for (const files of routeFiles.values())
    for (const file of files) users.set(file, (users.get(file) ?? 0) + 1)
  const shared = [...users].filter(([, count]) => count > 1).map(([file]) => file)
  // Screens are the lazily loaded modules under src/ui; the mock and the Connect adapters load beside them.
  const routes = [...routeFiles]
    .filter(([chunk]) => chunk.startsWith('src/ui/') && routeKeys.has(chunk))
    .map(([chunk, files]) => ({
      chunk,
      ownKb: total(files.filter((file) => users.get(file) === 1)) / 1024,
      withSharedKb: total(files) / 1024,
    }))
    .sort((a, b) => b.ownKb - a.ownKb)
  return {
    entryKb: total(entryFiles) / 1024,
    entryFiles: entryFiles.size,
    sharedKb: total(shared) / 1024,
    shared: shared.map((file) => ({ file, kb: gz(file) / 1024 })).sort((a, b) => b.kb - a.kb),
    routes,
    onDemand: [...routeFiles]
      .filter(([chunk]) => chunk.startsWith('src/ui/') && !routeKeys.has(chunk))
      .map(([chunk, files]) => ({
        chunk,
        ownKb: total(files.filter((file) => users.get(file) === 1)) / 1024,
      })),
    others: [...routeFiles]
      .filter(([chunk]) => !chunk.startsWith('src/ui/'))
      .map(([chunk, files]) => ({ chunk, kb: total(files) / 1024 })),
  }
}
