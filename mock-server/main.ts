/**
 * Entry of the mock API server (`npm run start:api`). Environment: MOCK_API_PORT (8080), MOCK_TEST_MODE=1
 * (enables POST /__reset), MOCK_SCALE or `--scale N` (data volume), MOCK_SEED or `--seed N` (data seed),
 * MOCK_DB or `--db <path>` (keep the data across restarts in that SQLite file; without it the data lives in
 * a throw-away copy of the seed, gone when the server stops), MOCK_CACHE_DIR (where the seed databases are cached; default node_modules/.cache/mock-api), MOCK_JWT_SECRET (token secret), MOCK_LOG=0 (silence the per-call log), MOCK_EXTRA_ORIGINS
 * (more CORS origins, comma-separated).
 */
import net from 'node:net'
import { DatabaseFileError } from './storage/sql/open'
import { createMockApi, type MockApiOptions } from './server'

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`)
  if (index >= 0) return process.argv[index + 1]
  return process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3)
}

function positiveNumber(text: string | undefined, what: string): number | undefined {
  if (text === undefined || text === '') return undefined
  const value = Number(text)
  if (!Number.isFinite(value) || value <= 0) {
    console.error(`${what} must be a positive number, not "${text}"`)
    process.exit(2)
  }
  return value
}

const started = performance.now()
const port = positiveNumber(process.env.MOCK_API_PORT, 'MOCK_API_PORT') ?? 8080
const scale = positiveNumber(argument('scale') ?? process.env.MOCK_SCALE, 'scale') ?? 1
const seed = positiveNumber(argument('seed') ?? process.env.MOCK_SEED, 'seed')
const testMode = process.env.MOCK_TEST_MODE === '1' || process.env.MOCK_TEST_MODE === 'true'
const quiet = process.env.MOCK_LOG === '0'
const dbPath = argument('db') || process.env.MOCK_DB
const adminRemote =
  process.argv.includes('--admin-remote') ||
  process.env.MOCK_ADMIN_REMOTE === '1' ||
  process.env.MOCK_ADMIN_REMOTE === 'true'

/** The API, or the process ends with the file's own message when the MOCK_DB file cannot be used. */
function startApi(options: MockApiOptions) {
  try {
    return createMockApi(options)
  } catch (error) {
    if (!(error instanceof DatabaseFileError)) throw error
    console.error(error.message)
    process.exit(2)
  }
}

const api = startApi({
  scale,
  ...(seed ? { seed } : {}),
  db: dbPath,
  testMode,
  adminRemote,
  logger: quiet ? false : { level: 'info' },
  // A cold start (no seed cache yet) says what it is doing: at scale 50 it takes a while.
  progress: (message) => console.log(message),
})
// The seed leaves much garbage behind; collect it now (when --expose-gc is given) rather than mid-request.
;(globalThis as { gc?: () => void }).gc?.()
/** Whether this machine can listen on IPv6 (`::` then also accepts IPv4 connections). */
const ipv6 = await new Promise<boolean>((resolve) => {
  const probe = net.createServer()
  probe.once('error', () => resolve(false))
  probe.listen(0, '::', () => probe.close(() => resolve(true)))
})
// `::` accepts localhost (IPv6 or IPv4) and 127.0.0.1; without IPv6, 0.0.0.0 accepts both names over IPv4.
const url = await api.listen(port, ipv6 ? '::' : '0.0.0.0')
const { db, database } = api
const source = !database.cache
  ? 'no seed cache needed'
  : database.cache.built
    ? `seed database built in ${(database.cache.ms / 1000).toFixed(1)} s (cold start)`
    : `seed database from the cache ${database.cache.path} (warm start)`
const kept = `; ${source}; ${database.path ? `data kept in ${database.path}` : 'data not kept (a throw-away copy of the seed)'}`
api.app.log.info(
  `mock API on ${url} (scale ${scale}, ${db.orders.size} orders, ${db.customers.size} customers${testMode ? ', test mode' : ''}${adminRemote ? ', admin API open to every address' : ''}) ready in ${Math.round(performance.now() - started)} ms${kept}`,
)
if (quiet) console.log(`mock API listening on ${url}${kept}`)

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    api.close().finally(() => process.exit(0))
  })
}
