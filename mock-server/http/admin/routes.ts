import type { FastifyInstance, FastifyReply } from 'fastify'
import type { Faults } from './faults'
import { isLoopback } from './loopback'
import type { RequestJournal } from './request-journal'
import { AdminBadRequest, parseFault, parseLimit } from './validation'

export interface AdminDeps {
  requests: RequestJournal
  faults: Faults
  /** Back to the seed (the data, a MOCK_DB journal, faults and the request journal). */
  reset(): void
  /** Answer callers that are not on this machine too (MOCK_ADMIN_REMOTE=1, --admin-remote). */
  allowRemote: boolean
  /** The RPCs that exist (`cargo.services.OrderService/ListOrders`), for a fault's method. */
  knownMethods: ReadonlySet<string>
}

/** How many calls `GET /__admin/requests` lists without `?limit`. */
export const DEFAULT_REQUESTS_LIMIT = 100

const refuse = (reply: FastifyReply, statusCode: number, message: string, field?: string) =>
  reply.code(statusCode).send({
    statusCode,
    error: statusCode === 400 ? 'Bad Request' : statusCode === 403 ? 'Forbidden' : 'Not Found',
    message,
    ...(field ? { field } : {}),
  })

/**
 * The mock API's developer tools, under `/__admin` (register with that prefix): the request journal, injected
 * faults and reset. They answer on loopback only unless `allowRemote`.
 */
export function adminRoutes(admin: FastifyInstance, deps: AdminDeps, done: (error?: Error) => void) {
  // A body is read as text whatever its content type, and parsed here: a bad one is refused naming `body`.
  admin.removeAllContentTypeParsers()
  admin.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, parsed) => parsed(null, body))

  admin.addHook('onRequest', (request, reply, next) => {
    if (deps.allowRemote || isLoopback(request.socket.remoteAddress)) return next()
    refuse(
      reply,
      403,
      `the admin API answers on loopback only (this call came from ${request.socket.remoteAddress ?? 'an unknown address'}); start the mock API with MOCK_ADMIN_REMOTE=1 or --admin-remote to open it`,
    )
  })
  admin.setErrorHandler((error, _request, reply) => {
    if (error instanceof AdminBadRequest) return refuse(reply, 400, error.message, error.field)
    throw error
  })

  admin.get('/requests', async (request) => {
    const limit = parseLimit((request.query as Record<string, unknown>).limit, DEFAULT_REQUESTS_LIMIT)
    return { requests: deps.requests.newest(limit) }
  })

  admin.post('/faults', async (request, reply) => {
    const fault = deps.faults.add(parseFault(request.body, deps.knownMethods))
    return reply.code(201).send({ id: fault.id })
  })
  admin.get('/faults', async () => ({ faults: deps.faults.list() }))
  admin.delete('/faults', async () => {
    const removed = deps.faults.list().length
    deps.faults.clear()
    return { removed }
  })
  admin.delete<{ Params: { id: string } }>('/faults/:id', async (request, reply) => {
    if (!deps.faults.remove(request.params.id))
      return refuse(reply, 404, `no fault with id ${request.params.id} (GET /__admin/faults lists them)`)
    return { removed: 1 }
  })

  admin.post('/reset', async () => {
    deps.reset()
    return { ok: true }
  })
  done()
}
