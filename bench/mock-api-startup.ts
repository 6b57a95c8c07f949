// Startup of the mock API the way a developer starts it: `npm run start:api` (scale 1), timed from the spawn
// until a first RPC gets its answer (an unauthenticated ListOrders: 401 proves the server is up and routing).
// Scale 1: five runs after one unmeasured run (which warms the disk cache); scale 50 (100,000 orders): three
// runs. Prints each and the median. Targets: 2 s at scale 1, 10 s at scale 50. Figures only: nothing is asserted.
import { spawn } from 'node:child_process'
import { canConnect, freePort, HOST } from './lib/net'

const SCALES = [
  { scale: 1, runs: 5, targetMs: 2000, limitMs: 30_000 },
  { scale: 50, runs: 3, targetMs: 10_000, limitMs: 600_000 },
]

async function startOnce(scale: number, limitMs: number): Promise<number> {
  const port = await freePort()
  const started = performance.now()
  const child = spawn('npm', ['run', '--silent', 'start:api', '--', '--scale', String(scale)], {
    env: { ...process.env, MOCK_API_PORT: String(port), MOCK_LOG: '0' },
    stdio: 'ignore',
    detached: true,
  })
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm run start:api exited with code ${child.exitCode}`)
      if (performance.now() - started > limitMs)
        throw new Error(`the mock API did not start within ${limitMs / 1000} s`)
      if (await canConnect(port)) {
        const answer = await fetch(`http://${HOST}:${port}/cargo.services.OrderService/ListOrders`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        })
        if (answer.status === 401) return performance.now() - started
        throw new Error(`ListOrders without a token answered ${answer.status}, not 401`)
      }
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
  } finally {
    // npm starts a shell that starts node: end the whole process group.
    if (child.pid) process.kill(-child.pid, 'SIGTERM')
    await new Promise((resolve) => setTimeout(resolve, 300))
  }
}

await startOnce(1, 30_000)
for (const { scale, runs, targetMs, limitMs } of SCALES) {
  const times: number[] = []
  for (let run = 0; run < runs; run++) times.push(await startOnce(scale, limitMs))
  const median = [...times].sort((a, b) => a - b)[Math.floor(runs / 2)] as number
  console.log(
    `npm run start:api until the first answer (scale ${scale}): ${times.map((t) => `${(t / 1000).toFixed(2)} s`).join(', ')}`,
  )
  console.log(
    `  median ${(median / 1000).toFixed(2)} s (target < ${targetMs / 1000} s) -> ${median < targetMs ? 'meets' : 'misses'} the target`,
  )
}
