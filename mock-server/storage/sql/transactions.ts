import type { ConnectRouter, HandlerContext } from '@connectrpc/connect'
import { tablesOf, type Db } from '../db'
import type { RecordWrite } from './store'

/** Calls that only read: they run outside transactions. */
const READS = /^(list|get|search|check|preview|download)/

type Method = (req: unknown, ctx: unknown) => unknown

/** Hears the record writes of each committed call (the change feed), with the call's context. */
export type CommitListener = (writes: readonly RecordWrite[], ctx: HandlerContext) => void

/**
 * A router whose services' writing calls each run in a transaction: one call after the other, committed when
 * the call answers, rolled back when it fails, so a refused call leaves nothing half-written. A call's work is
 * synchronous (SQLite), so the queue costs a call no more than a turn of the event loop. This is the one place
 * writes commit: `committed` hears each committed call's record writes (none for a rolled-back call).
 */
export function transactionalRouter(
  router: ConnectRouter,
  db: Db,
  committed?: CommitListener,
): ConnectRouter {
  let queue: Promise<unknown> = Promise.resolve()
  const wrapped = Object.create(router) as ConnectRouter
  wrapped.service = ((service, implementation, options) => {
    const methods = Object.fromEntries(
      Object.entries(implementation as Record<string, Method>).map(([name, method]) => {
        if (typeof method !== 'function' || READS.test(name)) return [name, method]
        const inTransaction: Method = (req, ctx) => {
          const run = () =>
            transaction(
              db,
              () => method.call(implementation, req, ctx),
              committed && ((writes) => committed(writes, ctx as HandlerContext)),
            )
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

/**
 * Runs `work` (which may answer a promise) in a savepoint; rolls it back when `work` throws or rejects. The
 * outermost transaction collects the record writes (Store.writeLog) and gives them to `committed` once released;
 * a rolled-back savepoint takes its writes out of the log.
 */
export async function transaction<R>(
  db: Db,
  work: () => R | Promise<R>,
  committed?: (writes: readonly RecordWrite[]) => void,
): Promise<R> {
  const { store } = db
  store.writable()
  const { connection } = store
  const savepoint = `call_${++depth}`
  const tables = tablesOf(db)
  const versions = tables.map((table) => table.saveVersions())
  const outermost = store.writeLog === null
  const log = (store.writeLog ??= [])
  const logged = log.length
  connection.exec(`SAVEPOINT ${savepoint}`)
  try {
    const result = await work()
    connection.exec(`RELEASE ${savepoint}`)
    if (outermost) {
      store.writeLog = null
      if (log.length > 0) committed?.(log)
    }
    return result
  } catch (error) {
    connection.exec(`ROLLBACK TO ${savepoint}`)
    connection.exec(`RELEASE ${savepoint}`)
    // The versions of before the call: a cache made during it keys on versions no later write will take.
    tables.forEach((table, index) => table.restoreVersions(versions[index]!))
    log.length = logged
    if (outermost) store.writeLog = null
    throw error
  } finally {
    depth--
  }
}
