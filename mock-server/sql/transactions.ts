import type { ConnectRouter } from '@connectrpc/connect'
import { tablesOf, type Db } from '../db'

/** Calls that only read: they run outside transactions. */
const READS = /^(list|get|search|check|preview|download)/

type Method = (req: unknown, ctx: unknown) => unknown

/**
 * A router whose services' writing calls each run in a transaction: one call after the other, committed when
 * the call answers, rolled back when it fails, so a refused call leaves nothing half-written. A call's work is
 * synchronous (SQLite), so the queue costs a call no more than a turn of the event loop.
 */
export function transactionalRouter(router: ConnectRouter, db: Db): ConnectRouter {
  let queue: Promise<unknown> = Promise.resolve()
  const wrapped = Object.create(router) as ConnectRouter
  wrapped.service = ((service, implementation, options) => {
    const methods = Object.fromEntries(
      Object.entries(implementation as Record<string, Method>).map(([name, method]) => {
        if (typeof method !== 'function' || READS.test(name)) return [name, method]
        const inTransaction: Method = (req, ctx) => {
          const run = () => transaction(db, () => method.call(implementation, req, ctx))
          const result = queue.then(run, run)
          queue = result.catch(() => undefined)
          return result
        }
        return [name, inTransaction]
      }),
    )
    return router.service(service, methods as typeof implementation, options)
  }) as ConnectRouter['service']
  return wrapped
}

let depth = 0

/** Runs `work` (which may answer a promise) in a savepoint; rolls it back when `work` throws or rejects. */
export async function transaction<R>(db: Db, work: () => R | Promise<R>): Promise<R> {
  const { connection } = db.store
  const savepoint = `call_${++depth}`
  const tables = tablesOf(db)
  const versions = tables.map((table) => table.version)
  const writes = db.store.writes
  connection.exec(`SAVEPOINT ${savepoint}`)
  try {
    const result = await work()
    connection.exec(`RELEASE ${savepoint}`)
    return result
  } catch (error) {
    connection.exec(`ROLLBACK TO ${savepoint}`)
    connection.exec(`RELEASE ${savepoint}`)
    // The versions of before the call: a cache made during it keys on versions no later write will take.
    tables.forEach((table, index) => (table.version = versions[index]!))
    db.store.writes = writes
    throw error
  } finally {
    depth--
  }
}
