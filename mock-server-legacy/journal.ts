/**
 * The journal of `MOCK_DB`: a text file of JSON lines, a header naming the seeded data, then one line per table
 * write made after the seed. Replayed over the same seed at the next start, it gives back the data as it was.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import { dirname } from 'node:path'
import { tablesOf, type Db } from './db'
import { packRow, unpackRow } from './packing'
import type { Table, TableWrite } from './table'

const FORMAT = 'cargo-mock-journal'
const VERSION = 1

/** The seed the journal's writes were made over. */
export interface SeedStart {
  seed: number
  scale: number
}

interface JournalHeader extends SeedStart {
  format: string
  version: number
  fingerprint: string
}

/** One write: `row` is the base64 of the packed row (puts only), `id` the table's `nextId` after the write. */
interface WriteLine {
  t: string
  op: 'put' | 'remove'
  name: string
  row?: string
  id: number
}

type AnyTable = Table<{ name: string }, unknown>

/** A journal that cannot be used for this start; its message says why and what to do. */
export class JournalError extends Error {}

export interface Journal {
  readonly path: string
  /** The writes replayed when the journal was opened, and how long that took. */
  readonly replayed: { writes: number; ms: number }
  /** Empties the journal back to its header (after a re-seed the data is the seed again). */
  clear(): void
  /** Stops recording and closes the file. */
  close(): void
}

/**
 * Opens the journal at `path` over `db`, freshly seeded with `start`. A new file gets its header; an existing
 * one must have been written over the same seed, and its writes are replayed. From then on every table write is
 * appended, one synchronous write per line and no fsync: the OS keeps the lines if the process dies, a power
 * loss may lose the last ones.
 */
export function openJournal(path: string, db: Db, start: SeedStart): Journal {
  const header: JournalHeader = { format: FORMAT, version: VERSION, ...start, fingerprint: fingerprintOf(db) }
  const started = performance.now()
  const { lines, completeBytes } = readCompleteLines(path)
  const [headerLine, ...writes] = lines
  if (headerLine !== undefined) checkHeader(path, headerLine, header)
  replay(path, db, writes)
  const replayed = { writes: writes.length, ms: Math.round(performance.now() - started) }

  fs.mkdirSync(dirname(path), { recursive: true })
  const fd = fs.openSync(path, 'a')
  fs.ftruncateSync(fd, completeBytes)
  const writeHeader = () => fs.appendFileSync(fd, `${JSON.stringify(header)}\n`)
  if (headerLine === undefined) writeHeader()
  const stops = tablesOf(db).map((table) =>
    table.onWrite((write) => fs.appendFileSync(fd, lineOf(table.collection, write))),
  )
  return {
    path,
    replayed,
    clear() {
      fs.ftruncateSync(fd, 0)
      writeHeader()
    },
    close() {
      for (const stop of stops) stop()
      fs.closeSync(fd)
    },
  }
}

/**
 * Identifies the seeded data: each table's name, size, `nextId`, first and last row (a change of the seed code
 * that keeps the volumes shows there). Not every row: at scale 50 that would cost seconds.
 */
function fingerprintOf(db: Db): string {
  const hash = createHash('sha256')
  for (const table of tablesOf(db)) {
    const names = table.names()
    hash.update(`${table.collection} ${table.size} ${table.nextId}\n`)
    for (const name of [names[0], names[names.length - 1]])
      if (name !== undefined) hash.update(packRow(table.get(name) as object))
  }
  return hash.digest('base64url').slice(0, 16)
}

/**
 * The file's lines that end with a newline, and their length in bytes. A last line without one was cut short
 * (the process stopped while writing it): it is left out with a warning, and cut off before appending.
 */
function readCompleteLines(path: string): { lines: string[]; completeBytes: number } {
  if (!fs.existsSync(path)) return { lines: [], completeBytes: 0 }
  const bytes = fs.readFileSync(path)
  const completeBytes = bytes.lastIndexOf('\n') + 1
  if (completeBytes < bytes.length)
    console.warn(`${path}: the last line is incomplete (the server stopped while writing it); ignored`)
  const text = bytes.subarray(0, completeBytes).toString('utf8')
  return { lines: text === '' ? [] : text.slice(0, -1).split('\n'), completeBytes }
}

function checkHeader(path: string, line: string, expected: JournalHeader): void {
  const found = (objectOn(line) ?? {}) as Partial<JournalHeader>
  if (found.format !== FORMAT || found.version !== VERSION)
    throw new JournalError(
      `${path} is not a mock API journal of version ${VERSION}: delete it or give another path.`,
    )
  if (found.scale !== expected.scale || found.seed !== expected.seed)
    throw new JournalError(
      `${path} holds writes made over the data of scale ${found.scale} and seed ${found.seed}, not over this ` +
        `start's (scale ${expected.scale}, seed ${expected.seed}): delete it, or start with ` +
        `--scale ${found.scale} --seed ${found.seed} (MOCK_SCALE, MOCK_SEED).`,
    )
  if (found.fingerprint !== expected.fingerprint)
    throw new JournalError(
      `${path} holds writes made over seed data that has changed since (the seed code is not the same): ` +
        'delete it to start from the seed again.',
    )
}

/** Applies the write lines through the tables' put and remove, so indexes, views and stamps follow. */
function replay(path: string, db: Db, lines: readonly string[]): void {
  const tables = new Map(tablesOf(db).map((table) => [table.collection, table]))
  lines.forEach((line, index) => {
    try {
      replayLine(tables, line)
    } catch (error) {
      // The header is line 1.
      throw new JournalError(
        `${path}, line ${index + 2}: ${(error as Error).message}. The file is damaged: delete it to start ` +
          'from the seed again.',
      )
    }
  })
}

function replayLine(tables: ReadonlyMap<string, AnyTable>, line: string): void {
  const write = objectOn(line) as Partial<WriteLine> | undefined
  if (!write) throw new Error('not a JSON object')
  const table = tables.get(String(write.t))
  if (!table) throw new Error(`no table "${write.t}"`)
  if (typeof write.name !== 'string' || typeof write.id !== 'number')
    throw new Error('a write needs a name and an id')
  if (write.op === 'put') table.put(rowOf(write.name, write.row))
  else if (write.op === 'remove') table.remove(write.name)
  else throw new Error(`unknown op "${write.op}"`)
  table.nextId = Math.max(table.nextId, write.id)
}

function rowOf(name: string, base64: unknown): { name: string } {
  if (typeof base64 !== 'string') throw new Error('a put needs its row')
  const row = unpackRow(Buffer.from(base64, 'base64').toString('latin1')) as { name?: unknown } | null
  if (row?.name !== name) throw new Error(`the row is not ${name}`)
  return row as { name: string }
}

/** The JSON object on `line`, or undefined when it holds none. */
function objectOn(line: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(line)
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined
  } catch {
    return undefined
  }
}

function lineOf(collection: string, write: TableWrite<{ name: string }>): string {
  const row =
    write.op === 'put'
      ? { row: Buffer.from(write.packed ?? packRow(write.row), 'latin1').toString('base64') }
      : {}
  return `${JSON.stringify({ t: collection, op: write.op, name: write.name, ...row, id: write.nextId })}\n`
}
