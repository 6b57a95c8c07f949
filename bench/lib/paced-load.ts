// An open-loop load generator: sends requests at a fixed rate, evenly spaced, over a pool of keep-alive
// connections, and measures each latency from the moment the request was due (not from when a connection was
// free), so a stall shows in the figures instead of slowing the sender down ("coordinated omission").
import http from 'node:http'

export interface PacedLoad {
  url: string
  method: 'POST'
  headers: Record<string, string>
  body: Buffer | string
  /** Requests per second. */
  rate: number
  durationS: number
  connections: number
  /** Whether a 200 response succeeded (gRPC-web reports errors inside the body); default: any 200. */
  succeeded?: (body: Buffer) => boolean
}

export interface PacedResult {
  sent: number
  completed: number
  errors: number
  /** Latency percentiles in ms, from the due time to the last byte. */
  p50: number
  p99: number
  max: number
  /**
   * How late this process sent requests (ms from the due time to the write): the load generator's own delay,
   * which the latency above includes.
   */
  lateP99: number
  lateMax: number
  /** The answers at or above the p99: when each was due (wall-clock ms), how late it was sent, its latency. */
  slowest: { at: number; late: number; ms: number }[]
}

export async function pacedLoad(load: PacedLoad): Promise<PacedResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: load.connections })
  const latencies: number[] = []
  const answers: { due: number; late: number; ms: number }[] = []
  let errors = 0
  let sent = 0
  const total = Math.round(load.rate * load.durationS)
  const interval = 1000 / load.rate
  const start = performance.now()
  const pending: Promise<void>[] = []

  const send = (due: number) =>
    new Promise<void>((resolve) => {
      const late = performance.now() - due
      const request = http.request(load.url, { method: load.method, headers: load.headers, agent }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => load.succeeded && chunks.push(chunk))
        res.on('end', () => {
          const ok = res.statusCode === 200 && (load.succeeded?.(Buffer.concat(chunks)) ?? true)
          if (ok) {
            const ms = performance.now() - due
            latencies.push(ms)
            answers.push({ due, late, ms })
          } else errors++
          resolve()
        })
      })
      request.on('error', () => {
        errors++
        resolve()
      })
      request.end(load.body)
    })

  await new Promise<void>((done) => {
    const tick = () => {
      const now = performance.now()
      while (sent < total && start + sent * interval <= now) pending.push(send(start + sent++ * interval))
      if (sent < total) setTimeout(tick, Math.max(0, start + sent * interval - performance.now()))
      else done()
    }
    tick()
  })
  await Promise.all(pending)
  agent.destroy()
  latencies.sort((a, b) => a - b)
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN
  const lateness = answers.map((answer) => answer.late).sort((a, b) => a - b)
  const p99 = at(0.99)
  return {
    sent,
    completed: latencies.length,
    errors,
    p50: at(0.5),
    p99,
    max: latencies[latencies.length - 1] ?? NaN,
    lateP99: lateness[Math.min(lateness.length - 1, Math.floor(0.99 * lateness.length))] ?? NaN,
    lateMax: lateness[lateness.length - 1] ?? NaN,
    slowest: answers
      .filter((answer) => answer.ms >= p99)
      .map(({ due, late, ms }) => ({ at: performance.timeOrigin + due, late, ms })),
  }
}
