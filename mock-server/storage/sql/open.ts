/**
 * Where the mock API's database comes from. The seeded data of a (seed, scale) is built once into a cache file
 * (`node_modules/.cache/mock-api/`, or MOCK_CACHE_DIR) and each start opens a copy of it: a throw-away working
 * copy by default (removed when the server closes), or the developer's own SQLite file (`MOCK_DB`), copied from
 * the cache when it does not exist yet and kept across restarts. A reset goes back to the cache's copy.
 *
 * Copies are file copies (the kernel's copy_file_range), never a read of the whole file into a buffer: a file
 * over 2 GiB cannot be read into one (scale 50's is about 2 GB), and SQLite's in-memory databases stop growing
 * at 1 GiB (decision 0195).
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import Database from 'better-sqlite3'
import { createDb, schemaOf, tablesOf, type Db } from '../db'
import { seed } from '../../seed'
import { Store } from './store'

/**
 * The checkout: three folders up from this file, or (when the server runs bundled from elsewhere, as
 * `npm run start:api` and the e2e harness do) the working directory. A bundle's own place says nothing: under a
 * linked node_modules it can even be another checkout's.
 */
const SOURCE_FILE = fileURLToPath(import.meta.url)
const ROOT = SOURCE_FILE.endsWith(join('mock-server', 'storage', 'sql', 'open.ts'))
  ? resolve(dirname(SOURCE_FILE), '../../..')
  : process.cwd()

/** The sources the seeded data is made from: a change to any of them builds the cache anew. */
const SOURCES = [
  'mock-server/seed',
  'mock-server/storage/sql',
  'mock-server/storage/db.ts',
  'mock-server/storage/derive.ts',
  'mock-server/storage/list-columns.ts',
  'src/domain',
]

export interface SeedStart {
  seed: number
  scale: number
}

/** A database file that cannot be used for this start; its message says why and what to do. */
export class DatabaseFileError extends Error {}

export interface OpenedDb {
  db: Db
  /**
   * The seed cache file, and whether this start built it (and how long that took); undefined when the start
   * opened an existing `MOCK_DB` file and needed no cache.
   */
  cache: { path: string; built: boolean; ms: number } | undefined
  /** The developer's database file (MOCK_DB), when there is one. */
  path: string | undefined
  /** Back to the seed: the cache's copy is opened again (and copied over the `MOCK_DB` file). */
  reset(): void
  /** Resolves once no working copy is left (one being made in the background is removed when done). */
  close(): Promise<void>
}

export function cacheDir(): string {
  return process.env.MOCK_CACHE_DIR || join(ROOT, 'node_modules/.cache/mock-api')
}

function listSources(path: string): string[] {
  const stat = fs.statSync(path)
  if (stat.isFile()) return path.endsWith('.ts') && !path.endsWith('.test.ts') ? [path] : []
  return fs
    .readdirSync(path)
    .sort()
    .flatMap((entry) => listSources(join(path, entry)))
}

let sourceHash: string | undefined
/** A hash of the seed's sources (see SOURCES). */
function sourcesFingerprint(): string {
  if (sourceHash) return sourceHash
  const hash = createHash('sha256')
  const present = SOURCES.map((source) => join(ROOT, source)).filter((source) => fs.existsSync(source))
  for (const file of present.flatMap((source) => listSources(source))) {
    hash.update(relative(ROOT, file))
    hash.update(fs.readFileSync(file))
  }
  return (sourceHash = hash.digest('base64url').slice(0, 12))
}

/** A hash of the schema's statements: a file made with another schema cannot be read by this code. */
function schemaFingerprint(db: Db): string {
  const { tables, indexes } = schemaOf(db)
  return createHash('sha256')
    .update([...tables, ...indexes].join(';'))
    .digest('base64url')
    .slice(0, 12)
}

/** The cache file of `start`, built now when missing (`progress` hears of each step). */
export function seedCache(
  start: SeedStart,
  progress?: (message: string) => void,
): NonNullable<OpenedDb['cache']> {
  const path = join(cacheDir(), `seed-${start.seed}-x${start.scale}-${sourcesFingerprint()}.sqlite`)
  if (fs.existsSync(path)) return { path, built: false, ms: 0 }
  const started = performance.now()
  fs.mkdirSync(dirname(path), { recursive: true })
  // Built under another name, then renamed: a start running at the same time never opens half a file.
  const building = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`
  const store = new Store(new Database(building))
  // No journal while building: a build that fails is deleted whole, and a journal would write the data twice.
  store.connection.pragma('journal_mode = OFF')
  try {
    const db = createDb(store)
    const schema = schemaOf(db)
    store.connection.exec(schema.tables.join(';\n'))
    progress?.(`building the seed database (seed ${start.seed}, scale ${start.scale}) into ${path}`)
    seed(db, start, (step) => progress?.(`  seeding ${step}…`))
    progress?.('  indexing…')
    store.connection.exec(schema.indexes.join(';\n'))
    const meta = store.connection.prepare('INSERT INTO meta (key, value) VALUES (?, ?)')
    meta.run('seed', String(start.seed))
    meta.run('scale', String(start.scale))
    meta.run('schema', schemaFingerprint(db))
    store.connection.pragma('journal_mode = DELETE')
    store.connection.exec('ANALYZE')
    store.close()
    fs.renameSync(building, path)
  } catch (error) {
    store.close()
    fs.rmSync(building, { force: true })
    throw error
  }
  const ms = Math.round(performance.now() - started)
  progress?.(`  seed database built in ${(ms / 1000).toFixed(1)} s`)
  return { path, built: true, ms }
}

function removeDatabaseFile(path: string): void {
  for (const suffix of ['', '-wal', '-shm', '-journal']) fs.rmSync(`${path}${suffix}`, { force: true })
}

/** The working copies of this process, removed when it exits (a server that is closed removes its own). */
const workingCopies = new Set<string>()
let exitHookInstalled = false

/** Whether the process `pid` still runs (a working copy of one that ended is left over). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * The path of a new working copy of the seed cache `cachePath`, `<cache dir>/run/<pid>-<random>.sqlite`, removed
 * when this process exits. Copies left by processes that ended without closing (killed) are removed first.
 */
function workingCopy(cachePath: string): string {
  const folder = join(dirname(cachePath), 'run')
  fs.mkdirSync(folder, { recursive: true })
  for (const entry of fs.readdirSync(folder)) {
    const pid = Number(/^(\d+)-/.exec(entry)?.[1])
    if (pid && pid !== process.pid && !running(pid)) fs.rmSync(join(folder, entry), { force: true })
  }
  const path = join(folder, `${process.pid}-${Math.random().toString(36).slice(2)}.sqlite`)
  workingCopies.add(path)
  if (!exitHookInstalled) {
    exitHookInstalled = true
    process.once('exit', () => workingCopies.forEach(removeDatabaseFile))
  }
  return path
}

function dropWorkingCopy(path: string): void {
  removeDatabaseFile(path)
  workingCopies.delete(path)
}

/**
 * Drops a working copy that was made for nothing (a write came first and made its own) off the event loop:
 * unlinking a 2 GB file took the server's thread for up to seconds, and the background copy ends at any moment,
 * requests waiting meanwhile. The exit hook still removes it should the process end first.
 */
async function dropWorkingCopyLater(path: string): Promise<void> {
  await Promise.all(
    ['', '-wal', '-shm', '-journal'].map((suffix) => fs.promises.rm(`${path}${suffix}`, { force: true })),
  )
  workingCopies.delete(path)
}

function checkFile(path: string, connection: Database.Database, start: SeedStart, schema: string): void {
  let meta: Map<string, string>
  try {
    const rows = connection.prepare('SELECT key, value FROM meta').all() as { key: string; value: string }[]
    meta = new Map(rows.map((row) => [row.key, row.value]))
  } catch {
    throw new DatabaseFileError(`${path} is not a mock API database: delete it or give another path.`)
  }
  if (meta.get('seed') !== String(start.seed) || meta.get('scale') !== String(start.scale))
    throw new DatabaseFileError(
      `${path} holds the data of scale ${meta.get('scale')} and seed ${meta.get('seed')}, not this start's ` +
        `(scale ${start.scale}, seed ${start.seed}): delete it, or start with --scale ${meta.get('scale')} ` +
        `--seed ${meta.get('seed')} (MOCK_SCALE, MOCK_SEED).`,
    )
  if (meta.get('schema') !== schema)
    throw new DatabaseFileError(
      `${path} was made by another version of the mock API (its tables differ): delete it to start from the ` +
        'seed again.',
    )
}

/**
 * Opens the data of `start`: the seed cache itself, read-only, until the first write (meanwhile a working copy is
 * made in the background; a write that comes first waits for a copy of its own), or with `path` the developer's
 * database file (copied from the cache when missing).
 */
export function openDatabase(
  start: SeedStart,
  options: { path?: string; progress?: (message: string) => void } = {},
): OpenedDb {
  const { path } = options
  // An existing MOCK_DB file needs no cache until a reset.
  let cache = path && fs.existsSync(path) ? undefined : seedCache(start, options.progress)
  const open = (): Database.Database => {
    if (!path) return new Database(seedCache(start).path, { readonly: true, fileMustExist: true })
    if (!fs.existsSync(path)) {
      fs.mkdirSync(dirname(resolve(path)), { recursive: true })
      removeDatabaseFile(path)
      fs.copyFileSync(seedCache(start).path, path)
    }
    return new Database(path)
  }
  const store = new Store(open())
  const db = createDb(store)
  if (path) {
    try {
      checkFile(path, store.connection, start, schemaFingerprint(db))
    } catch (error) {
      store.close()
      throw error
    }
  }
  const seed = path ? undefined : new SeedView(store)
  seed?.copyInBackground()
  return {
    db,
    cache,
    path,
    reset() {
      // The cache may be missing (never needed, or removed since the start): built now if so.
      cache = seedCache(start, options.progress)
      seed?.drop()
      store.close()
      if (path) removeDatabaseFile(path)
      store.reopen(open())
      seed?.copyInBackground()
      for (const table of tablesOf(db)) table.touch()
    },
    async close() {
      const copying = seed?.drop()
      store.close()
      await copying
    },
  }
}

/**
 * The seed data of a start without `MOCK_DB`: the store reads the seed cache (opened read-only) at once, and
 * moves to a working copy of it when one is ready: one made in the background, or, when a write comes first,
 * one made for it there and then. Starting never waits for a copy (2 GB at scale 50, decision 0195).
 */
class SeedView {
  /** The working copy the store is on, once it is on one. */
  private working: string | undefined
  /** The background copy, until it is done (and moved to or dropped). */
  private copying: Promise<void> = Promise.resolve()
  /** The connection to the cache, while the store reads it; undefined once moved or dropped. */
  private view: Database.Database | undefined

  constructor(private readonly store: Store) {}

  /** From the store's connection (the cache, read-only): a working copy starts in the background. */
  copyInBackground(): void {
    const view = (this.view = this.store.connection)
    const cache = view.name
    this.store.beforeFirstWrite(() => {
      const own = workingCopy(cache)
      fs.copyFileSync(cache, own)
      this.moveTo(own)
    })
    const copy = workingCopy(cache)
    const moveOrDrop = () => {
      // Writes move the store on a copy of their own before any transaction (store.writable()), so the cache's
      // connection is never in one; should it be, it stays (the next write moves it).
      if (this.view === view && !view.inTransaction) return this.moveTo(copy)
      return dropWorkingCopyLater(copy)
    }
    this.copying = fs.promises.copyFile(cache, copy).then(moveOrDrop, () => dropWorkingCopyLater(copy))
  }

  private moveTo(copy: string): void {
    this.view = undefined
    this.working = copy
    this.store.reopen(new Database(copy))
  }

  /**
   * Before a reset or a close: the working copy goes; a copy still being made is removed once done, when the
   * answer settles.
   */
  drop(): Promise<void> {
    this.view = undefined
    if (this.working) {
      this.store.close()
      dropWorkingCopy(this.working)
      this.working = undefined
    }
    return this.copying
  }
}

/** An empty database in memory with the schema, for seeding from scratch (tests of the seed). */
export function emptyDatabase(): Db {
  const db = createDb(new Store(new Database(':memory:')))
  const { tables, indexes } = schemaOf(db)
  db.store.connection.exec([...tables, ...indexes].join(';\n'))
  return db
}
