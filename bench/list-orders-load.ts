// Load test of ListOrders at 100,000 orders: starts the mock API at --scale 50 as a child process, then runs
// autocannon from this process against one sorted, searched, filtered page (Connect JSON POST with a valid
// token), 10 connections for 10 seconds after a 5-second warm-up, on 127.0.0.1 only. Prints p50/p99 latency, requests per second,
// errors, and the sizes of the same page as gRPC-web binary and as Connect JSON. Target: p99 < 25 ms, no errors.
// Figures only: nothing is asserted. BENCH_SERVER_FLAGS adds Node flags to the server (e.g. "--cpu-prof --trace-gc").
import { spawn } from 'node:child_process'
import net from 'node:net'
import autocannon from 'autocannon'
import { SignJWT } from 'jose'
import { create, toBinary } from '@bufbuild/protobuf'
import { DEFAULT_DEV_JWT_SECRET } from '../src/domain/auth/dev-jwt'
import { ListOrdersRequestSchema } from '../src/gen/cargo/services/orders_pb'

const SCALE = 50
const DURATION_S = 10
const WARMUP_S = 5
const CONNECTIONS = 10
const TARGET_P99_MS = 25
const HOST = '127.0.0.1'
const SECRET = process.env.MOCK_JWT_SECRET ?? DEFAULT_DEV_JWT_SECRET
const QUERY = {
  page: 2,
  perPage: 10,
  sort: 'desc',
  sortColumn: 'toBePaidAmount',
  search: 'toyota',
  unpaidOnly: true,
  isArchive: false,
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer().listen(0, HOST, () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
    server.on('error', reject)
  })

const canConnect = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, HOST, () => (socket.destroy(), resolve(true)))
    socket.on('error', () => resolve(false))
  })

const port = await freePort()
const started = performance.now()
const child = spawn(
  process.execPath,
  [
    '--expose-gc',
    ...(process.env.BENCH_SERVER_FLAGS ?? '').split(' ').filter(Boolean),
    '--import',
    'tsx',
    'mock-server/main.ts',
    '--scale',
    String(SCALE),
  ],
  {
    env: { ...process.env, MOCK_API_PORT: String(port) },
    stdio: ['ignore', process.env.BENCH_SERVER_FLAGS ? 'inherit' : 'ignore', 'inherit'],
  },
)
const stop = () => child.exitCode === null && child.kill('SIGTERM')
process.on('exit', stop)

try {
  while (!(await canConnect(port))) {
    if (child.exitCode !== null) throw new Error(`the mock API exited with code ${child.exitCode}`)
    if (performance.now() - started > 180_000) throw new Error('the mock API did not start within 180 s')
    await new Promise((r) => setTimeout(r, 200))
  }
  console.log(
    `mock API at scale ${SCALE} (100,000 orders) listening after ${((performance.now() - started) / 1000).toFixed(1)} s`,
  )

  const now = Math.floor(Date.now() / 1000)
  const token = await new SignJWT({ role: 'admin', username: 'admin', email: 'admin@demo.com' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject('1')
    .setIssuedAt(now)
    .setExpirationTime(now + 600)
    .sign(new TextEncoder().encode(SECRET))
  const url = `http://${HOST}:${port}/cargo.services.OrderService/ListOrders`
  const body = JSON.stringify(QUERY)
  const headers = {
    'content-type': 'application/json',
    'connect-protocol-version': '1',
    authorization: `Bearer ${token}`,
  }

  // The first call builds the sorted index and the filtered set; time it apart.
  const coldStart = performance.now()
  const first = await fetch(url, { method: 'POST', headers, body })
  const json = Buffer.from(await first.arrayBuffer())
  const coldMs = performance.now() - coldStart
  if (!first.ok) throw new Error(`ListOrders answered ${first.status}: ${json.toString()}`)
  const page = JSON.parse(json.toString())

  const message = Buffer.from(toBinary(ListOrdersRequestSchema, create(ListOrdersRequestSchema, QUERY)))
  const frame = Buffer.alloc(5 + message.length)
  frame.writeUInt32BE(message.length, 1)
  message.copy(frame, 5)
  const grpcWeb = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/grpc-web+proto',
      'x-grpc-web': '1',
      authorization: `Bearer ${token}`,
    },
    body: frame,
  })
  const binary = Buffer.from(await grpcWeb.arrayBuffer())

  // A short warm-up (JIT, caches) that is not measured.
  await autocannon({ url, method: 'POST', headers, body, connections: CONNECTIONS, duration: WARMUP_S })
  const result = await autocannon({
    url,
    method: 'POST',
    headers,
    body,
    connections: CONNECTIONS,
    duration: DURATION_S,
  })
  const errors = result.errors + result.timeouts + result.non2xx

  console.log(
    `query: ${JSON.stringify(QUERY)} -> ${page.totalRows} matching orders, ${page.orders.length} on the page`,
  )
  console.log(`first (uncached) call: ${coldMs.toFixed(1)} ms`)
  console.log(
    `latency p50: ${result.latency.p50} ms   p99: ${result.latency.p99} ms   (target p99 < ${TARGET_P99_MS} ms)`,
  )
  console.log(
    `requests/s: ${result.requests.average.toFixed(0)} average over ${DURATION_S} s, ${CONNECTIONS} connections, ${result.requests.total} requests`,
  )
  console.log(
    `errors: ${errors} (errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx})`,
  )
  console.log('payload of the same page:')
  console.log(
    `  gRPC-web binary : ${binary.length.toLocaleString('en')} bytes (grpc-status ${grpcWeb.headers.get('grpc-status') ?? 'in trailer'})`,
  )
  console.log(
    `  Connect JSON    : ${json.length.toLocaleString('en')} bytes (${(json.length / binary.length).toFixed(2)}x)`,
  )
} finally {
  stop()
}
