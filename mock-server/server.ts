import cors from '@fastify/cors'
import type { ConnectRouter } from '@connectrpc/connect'
import { fastifyConnectPlugin } from '@connectrpc/connect-fastify'
import type http from 'node:http'
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyServerFactory,
  type FastifyServerOptions,
} from 'fastify'
import { DEFAULT_DEV_JWT_SECRET } from '../src/domain/auth'
import { CallRecorder } from './http/admin/call-recorder'
import { faultInterceptor, Faults } from './http/admin/faults'
import { RequestJournal } from './http/admin/request-journal'
import { adminRoutes } from './http/admin/routes'
import { authInterceptor, type TrustedIssuer } from './http/auth'
import { ChangeJournal } from './storage/changes'
import type { ServiceDeps } from './services/context'
import type { Db } from './storage/db'
import { registerFileRoutes } from './storage/files'
import { RPC_COMPRESSIONS } from './http/compression'
import { dualProtocolServer } from './http/dual-protocol'
import { Idempotency } from './storage/idempotency'
import { logInterceptor } from './http/logging'
import { DEFAULT_SEED } from './seed'
import { releaseResponseBuffers } from './http/release-buffers'
import { registerServices } from './services'
import { openDatabase, type OpenedDb } from './storage/sql/open'
import { installFastTextEncoding } from './http/text-encoding'
import { JSON_OPTIONS } from './http/pre-encoded'
import { withUnaryCalls } from './http/unary-calls'
import { FastPath } from './http/fast-path'

export interface MockApiOptions {
  /** Volume multiplier of the seed (1: 2,000 orders; 50: 100,000). */
  scale?: number
  /** Seed of the generated data; the same seed gives the same data. */
  seed?: number
  /** Enables `POST /__reset` (`POST /__admin/reset` is always there). */
  testMode?: boolean
  /** The admin API (`/__admin/...`) answers other machines too, not only loopback. Default false. */
  adminRemote?: boolean
  /** How many calls the request journal (`GET /__admin/requests`) keeps; default 1,000. */
  requestJournalSize?: number
  /**
   * Path of a SQLite database file that keeps every write across restarts (MOCK_DB): a copy of the seed when it
   * does not exist yet. Without it the data lives in a throw-away copy of the seed cache, removed on close (storage/sql/open.ts).
   */
  db?: string
  /** Hears how the seed database is built when no cache of it exists yet (a cold start). */
  progress?: (message: string) => void
  /** HS256 secret of the tokens; defaults to MOCK_JWT_SECRET, then the shared development default. */
  jwtSecret?: string
  /** The local identity provider whose access tokens are accepted too (issuer and the API's audience). */
  trustedIssuer?: TrustedIssuer | false
  /** How many changes the change feed keeps for streams that reconnect; default 1,000. */
  changeJournalSize?: number
  /** Fastify's logger option (true, false or pino options). Default false. */
  logger?: FastifyServerOptions['logger']
  /**
   * Unary Connect and gRPC-web calls over HTTP/1.1 are answered ahead of Fastify (http/fast-path.ts, decision
   * 0215). Default true; false sends them through Fastify, for the tests that compare both paths.
   */
  fastPath?: boolean
}

export interface MockApi {
  app: FastifyInstance
  db: Db
  /** Where the data comes from: the seed cache file (and whether this start built it), the `options.db` file. */
  database: Pick<OpenedDb, 'cache' | 'path'>
  /** The request journal (`GET /__admin/requests`): the last calls, newest first. */
  requests: RequestJournal
  /** The injected faults (`/__admin/faults`). */
  faults: Faults
  /** The change feed's journal (ChangeService.WatchChanges). */
  changes: ChangeJournal
  /**
   * Restores the seed data (and forgets request ids); a database file is set back to the seed too, and the
   * injected faults and the request journal are cleared.
   */
  reset(): void
  /** Starts listening; resolves to the base URL (`http://127.0.0.1:<port>` style). */
  listen(port: number, host?: string): Promise<string>
  close(): Promise<void>
}

/** The app's origins (dev server and preview), on localhost and 127.0.0.1. */
export const ALLOWED_ORIGINS = [
  'http://localhost:5173',
  'http://127.0.0.1:5173',
  'http://localhost:4173',
  'http://127.0.0.1:4173',
]

/**
 * Origins allowed besides ALLOWED_ORIGINS, from MOCK_EXTRA_ORIGINS (comma-separated), e.g. a benchmark's own
 * preview port; empty by default, so the allow-list stays the app's origins.
 */
export function extraOrigins(text: string | undefined = process.env.MOCK_EXTRA_ORIGINS): string[] {
  return (text ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
}

const ALLOWED_HEADERS = [
  'Content-Type',
  'Authorization',
  'X-RequestId',
  'Connect-Protocol-Version',
  'Connect-Timeout-Ms',
  'Connect-Accept-Encoding',
  'Connect-Content-Encoding',
  'Grpc-Timeout',
  'Grpc-Accept-Encoding',
  'Grpc-Encoding',
  'X-Grpc-Web',
  'X-User-Agent',
]
const EXPOSED_HEADERS = [
  'Grpc-Status',
  'Grpc-Message',
  'Grpc-Status-Details-Bin',
  'Grpc-Encoding',
  'Grpc-Accept-Encoding',
  'Connect-Content-Encoding',
  'Connect-Accept-Encoding',
  // Each answer's request id (logging.ts), for the app to show beside a failure.
  'X-RequestId',
]

export function createMockApi(options: MockApiOptions = {}): MockApi {
  installFastTextEncoding()
  const seedOptions = { seed: options.seed ?? DEFAULT_SEED, scale: options.scale ?? 1 }
  const opened = openDatabase(seedOptions, { path: options.db, progress: options.progress })
  const { db } = opened
  const idempotency = new Idempotency()
  const requests = new RequestJournal(options.requestJournalSize)
  const faults = new Faults()
  const recorder = new CallRecorder(requests)
  const knownMethods = new Set<string>()
  const changes = new ChangeJournal(db, options.changeJournalSize)
  const deps: ServiceDeps = { db, idempotency, changed: () => {}, changes }
  const secret = options.jwtSecret ?? process.env.MOCK_JWT_SECRET ?? DEFAULT_DEV_JWT_SECRET
  const trustedIssuer =
    options.trustedIssuer === false
      ? undefined
      : (options.trustedIssuer ?? {
          issuer: process.env.OIDC_ISSUER ?? `http://localhost:${process.env.OIDC_PORT ?? 8090}`,
          audience: process.env.MOCK_API_URL ?? `http://localhost:${process.env.MOCK_API_PORT ?? 8080}`,
        })

  const origins = [...ALLOWED_ORIGINS, ...extraOrigins()]
  const fastPath =
    options.fastPath === false
      ? undefined
      : new FastPath(recorder, { origins: new Set(origins), exposed: EXPOSED_HEADERS.join(', ') })
  const app = Fastify({
    logger: options.logger ?? false,
    // The per-call line comes from logging.ts (it knows the RPC status); Fastify's own request lines are off.
    logController: new LogController({ disableRequestLogging: true }),
    forceCloseConnections: true,
    bodyLimit: 16 * 1024 * 1024,
    serverFactory: ((handler) =>
      dualProtocolServer(handler, fastPath) as unknown as http.Server) as FastifyServerFactory,
  })
  app.register(cors, {
    origin: origins,
    // DELETE for the admin API's `/__admin/faults` (the app's developer panel calls it from the dev server).
    methods: ['GET', 'POST', 'DELETE', 'OPTIONS'],
    allowedHeaders: ALLOWED_HEADERS,
    exposedHeaders: EXPOSED_HEADERS,
    maxAge: 7200,
  })
  releaseResponseBuffers(app)
  // The RPC routes in a scope of their own, so that the request journal's hooks see RPCs and nothing else.
  app.register((rpc, _options, done) => {
    recorder.watch(rpc)
    const handlerOptions = {
      // Faults after auth: an injected fault is the server failing a signed-in caller's call.
      interceptors: [
        logInterceptor(() => app.log),
        recorder.interceptor,
        authInterceptor(secret, trustedIssuer),
        faultInterceptor(faults),
      ],
      jsonOptions: { ...JSON_OPTIONS, ignoreUnknownFields: false },
      acceptCompression: RPC_COMPRESSIONS,
    }
    rpc.register(fastifyConnectPlugin, {
      // Unary calls go through unary-calls.ts first: caller's faults as invalid_argument, gRPC-web answered whole.
      routes: (router: ConnectRouter) => {
        withUnaryCalls(handlerOptions, (services: ConnectRouter) => {
          registerServices(services, deps)
          for (const handler of services.handlers) knownMethods.add(handler.requestPath.slice(1))
        })(router)
        for (const handler of router.handlers)
          if (handler.method.methodKind === 'unary') fastPath?.add(handler)
      },
      contextValues: recorder.contextValues,
      ...handlerOptions,
      grpc: true,
      grpcWeb: true,
      connect: true,
    })
    done()
  })
  registerFileRoutes(app, db)

  const reset = () => {
    opened.reset()
    idempotency.clear()
    faults.clear()
    requests.clear()
    deps.changed()
    changes.restart()
  }
  app.register(adminRoutes, {
    prefix: '/__admin',
    requests,
    faults,
    reset,
    allowRemote: options.adminRemote ?? false,
    knownMethods,
  })
  app.post('/__reset', async (_request, reply) => {
    if (!options.testMode)
      return reply
        .code(404)
        .send({ message: 'Route POST:/__reset not found', error: 'Not Found', statusCode: 404 })
    reset()
    return reply.send({ ok: true })
  })

  return {
    app,
    db,
    database: { cache: opened.cache, path: opened.path },
    requests,
    faults,
    changes,
    reset,
    async listen(port: number, host = '0.0.0.0') {
      await app.listen({ port, host })
      const address = app.server.address()
      const actual = typeof address === 'object' && address ? address.port : port
      return `http://${host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host}:${actual}`
    },
    async close() {
      // Open change streams end first: the server does not wait for them.
      changes.restart()
      await app.close()
      await opened.close()
    },
  }
}
