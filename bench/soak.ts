// Soak of the mock API (issue: reliability): the server at --scale 10 (20,000 orders) as a child process, then
// 60 s (SOAK_SECONDS) at 100 connections of mixed reads and writes from autocannon on 127.0.0.1: list pages of
// orders (sorted, searched, filtered), payments and vehicles, single orders and customers, and updates of orders
// and customers that rewrite their comment (writes that keep the data the same size, so memory can stay flat).
// Prints requests, errors, and the server's RSS and heap after a forced GC at the start and every 30 s or so (with
// the requests a second in between). Target: 0 errors, heap and RSS flat (at the end no more than 10 % above the
// start, after the warm-up). Figures only, nothing asserted.
import { spawn } from 'node:child_process'
import { MOCK_API_NODE_FLAGS } from '../scripts/mock-api-node-flags.mjs'
import { createInterface } from 'node:readline'
import autocannon from 'autocannon'
import { SignJWT } from 'jose'
import { DEFAULT_DEV_JWT_SECRET } from '../src/domain/auth/dev-jwt'
import { canConnect, freePort, HOST } from './lib/net'

const SCALE = 10
const DURATION_S = Number(process.env.SOAK_SECONDS ?? 60)
const CONNECTIONS = 100
const SECRET = process.env.MOCK_JWT_SECRET ?? DEFAULT_DEV_JWT_SECRET

interface Memory {
  rss: number
  heapUsed: number
}

const port = await freePort()
const child = spawn(
  process.execPath,
  [
    '--expose-gc',
    ...MOCK_API_NODE_FLAGS,
    // Node flags for the server, as the load bench takes them (e.g. "--cpu-prof --cpu-prof-dir=/tmp/soak").
    ...(process.env.BENCH_SERVER_FLAGS ?? '').split(' ').filter(Boolean),
    '--import',
    'tsx',
    '--import',
    './bench/lib/memory-on-signal.mjs',
    'mock-server/main.ts',
    '--scale',
    String(SCALE),
  ],
  {
    env: { ...process.env, MOCK_API_PORT: String(port), MOCK_LOG: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  },
)
const stop = () => child.exitCode === null && child.kill('SIGTERM')
process.on('exit', stop)
const memoryLines: ((memory: Memory) => void)[] = []
createInterface({ input: child.stdout! }).on('line', (line) => {
  if (line.startsWith('MEMORY ')) memoryLines.shift()?.(JSON.parse(line.slice(7)) as Memory)
})
const memory = () =>
  new Promise<Memory>((resolve) => {
    memoryLines.push(resolve)
    child.kill('SIGUSR2')
  })
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`

try {
  const started = performance.now()
  while (!(await canConnect(port))) {
    if (child.exitCode !== null) throw new Error(`the mock API exited with code ${child.exitCode}`)
    if (performance.now() - started > 120_000) throw new Error('the mock API did not start within 120 s')
    await new Promise((r) => setTimeout(r, 200))
  }
  const now = Math.floor(Date.now() / 1000)
  const token = await new SignJWT({ role: 'admin', username: 'admin', email: 'admin@demo.com' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + 3600)
    .sign(new TextEncoder().encode(SECRET))
  const base = `http://${HOST}:${port}/cargo.services.`
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` }
  const call = async (path: string, body: unknown) => {
    const response = await fetch(base + path, { method: 'POST', headers, body: JSON.stringify(body) })
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`)
    return (await response.json()) as Record<string, unknown>
  }
  // Whole records to write back with a new comment (an update takes the full record).
  const orders = await Promise.all(
    Array.from({ length: 20 }, (_, i) => call('OrderService/GetOrder', { name: `orders/${i * 97 + 1}` })),
  )
  const customers = (await call('CustomerService/ListCustomers', { perPage: 20 })).customers as {
    name: string
  }[]

  let writes = 0
  const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!
  const searches = ['toyota', 'honda', 'c10', 'ford', '']
  const requests: autocannon.Request[] = [
    {
      path: '/cargo.services.OrderService/ListOrders',
      setupRequest: (r) => ({
        ...r,
        body: JSON.stringify({
          page: 1 + Math.floor(Math.random() * 5),
          perPage: 10,
          sort: 'desc',
          sortColumn: 'toBePaidAmount',
          search: pick(searches),
          unpaidOnly: Math.random() < 0.5,
        }),
      }),
    },
    {
      path: '/cargo.services.PaymentService/ListPayments',
      setupRequest: (r) => ({ ...r, body: JSON.stringify({ perPage: 10, search: pick(searches) }) }),
    },
    {
      path: '/cargo.services.VehicleService/ListVehicles',
      setupRequest: (r) => ({
        ...r,
        body: JSON.stringify({ perPage: 10, nonorderedOnly: Math.random() < 0.5 }),
      }),
    },
    {
      path: '/cargo.services.OrderService/GetOrder',
      setupRequest: (r) => ({
        ...r,
        body: JSON.stringify({ name: `orders/${1 + Math.floor(Math.random() * 20000)}` }),
      }),
    },
    {
      path: '/cargo.services.OrderService/UpdateOrder',
      setupRequest: (r) => {
        const { order } = pick(orders) as { order: { name: string } }
        writes++
        return {
          ...r,
          // No etag: a hundred connections write the same twenty records, and each update carrying the etag it
          // read would be refused as stale (`aborted`, decision 0130) once another had written; an empty one
          // skips the check, as a client that does not follow versions.
          body: JSON.stringify({
            name: order.name,
            order: { ...order, etag: '', comment: `soak ${writes % 100}` },
          }),
        }
      },
    },
    {
      path: '/cargo.services.CustomerService/UpdateCustomer',
      setupRequest: (r) => {
        const customer = pick(customers)
        writes++
        return {
          ...r,
          body: JSON.stringify({
            name: customer.name,
            customer: { ...customer, etag: '', externalId: `soak-${writes % 100}` },
          }),
        }
      },
    },
  ]
  const run = (duration: number) =>
    autocannon({
      url: `http://${HOST}:${port}`,
      method: 'POST',
      headers,
      requests,
      connections: CONNECTIONS,
      duration,
    })

  await run(5) // warm-up (JIT, caches), not measured
  const start = await memory()
  // Segments of about 30 s, the server's memory read after each: a cache filling rises then stays, a leak goes on.
  const count = Math.max(2, Math.round(DURATION_S / 30))
  const segments: { result: autocannon.Result; memory: Memory }[] = []
  for (let i = 0; i < count; i++) {
    const result = await run(DURATION_S / count)
    segments.push({ result, memory: await memory() })
  }
  const results = segments.map((segment) => segment.result)
  const end = segments.at(-1)!.memory

  const total = results.reduce((sum, r) => sum + r.requests.total, 0)
  const errors = results.reduce((sum, r) => sum + r.errors + r.timeouts + r.non2xx, 0)
  const statuses = new Map<string, number>()
  for (const r of results)
    for (const [code, { count }] of Object.entries(r.statusCodeStats ?? {}))
      statuses.set(code, (statuses.get(code) ?? 0) + (count ?? 0))
  console.log(
    `soak: mock API at scale ${SCALE}, ${CONNECTIONS} connections, ${DURATION_S} s of mixed reads and writes`,
  )
  console.log(
    `  ${total.toLocaleString('en')} requests (${Math.round(total / DURATION_S)}/s, ${writes.toLocaleString('en')} writes), ${errors} errors, p99 ${Math.max(...results.map((r) => r.latency.p99))} ms`,
  )
  console.log(
    `  answers by HTTP status: ${[...statuses].map(([code, count]) => `${code}: ${count}`).join(', ')}; ${results.reduce((sum, r) => sum + r.timeouts, 0)} timeouts, ${results.reduce((sum, r) => sum + r.errors, 0)} connection errors`,
  )
  console.log(`  start    : RSS ${mb(start.rss)}, heap used ${mb(start.heapUsed)} (after GC)`)
  segments.forEach(({ result, memory }, index) => {
    const at = `${Math.round(((index + 1) * DURATION_S) / count)} s`.padEnd(6)
    const rate = Math.round(result.requests.total / (DURATION_S / count))
    console.log(
      `  at ${at}: RSS ${mb(memory.rss)}, heap used ${mb(memory.heapUsed)} (after GC); ${rate} requests/s before it`,
    )
  })
  const growth = (a: number, b: number) => `${(((b - a) / a) * 100).toFixed(1)} %`
  const flat = end.heapUsed <= start.heapUsed * 1.1 && end.rss <= start.rss * 1.1
  console.log(
    `  heap ${growth(start.heapUsed, end.heapUsed)}, RSS ${growth(start.rss, end.rss)} -> ${errors === 0 && flat ? 'meets the target' : 'misses the target'} (0 errors, neither grew more than 10 %)`,
  )
} finally {
  stop()
}
