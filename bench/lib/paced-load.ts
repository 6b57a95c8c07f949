// An open-loop load generator: sends requests at a fixed rate, evenly spaced, over a pool of keep-alive
// connections, and measures each latency from the moment the request was due (not from when a connection was
// free), so a stall shows in the figures instead of slowing the sender down ("coordinated omission").
//
// It first sends at the same rate for `warmUpS` seconds and counts none of it (decision 0231): a fresh process's
// first seconds are its own JIT warm-up, slower than the rate, and the queue they built took two seconds to drain
// (every answer at the p99 was in them). It speaks HTTP/1.1 on plain sockets with the request's bytes made once,
// as autocannon and wrk do: Node's `http` client cost the process 0.28 ms of CPU per request, on the two cores the
// server shares with it.
import net from 'node:net'

export interface PacedLoad {
  url: string
  method: 'POST'
  headers: Record<string, string>
  body: Buffer | string
  /** Requests per second. */
  rate: number
  durationS: number
  /** Seconds sent at the same rate before the measured ones, not counted. */
  warmUpS: number
  connections: number
  /** Whether a 200 response succeeded (gRPC-web reports errors inside the body); default: any 200. */
  succeeded?: (body: Buffer) => boolean
  /** Called once, when the first counted request is due (the warm-up is over). */
  onMeasuring?: () => void
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

/** One request's bytes: the request line, the headers and the body, made once and written for every request. */
export function requestBytes(load: Pick<PacedLoad, 'url' | 'method' | 'headers' | 'body'>): Buffer {
  const url = new URL(load.url)
  const body = Buffer.from(load.body)
  const head = [
    `${load.method} ${url.pathname}${url.search} HTTP/1.1`,
    `host: ${url.host}`,
    ...Object.entries(load.headers).map(([name, value]) => `${name}: ${value}`),
    `content-length: ${body.byteLength}`,
    'connection: keep-alive',
  ]
  return Buffer.concat([Buffer.from(`${head.join('\r\n')}\r\n\r\n`, 'latin1'), body])
}

/** What `ResponseReader.push` found: nothing whole yet, or a whole response. */
export type Parsed = { status: number; body: Buffer } | undefined

const HEAD_END = Buffer.from('\r\n\r\n')

/**
 * Reads HTTP/1.1 responses from a connection's bytes, one after the other: `push` each chunk as it comes;
 * it returns the response it completed, if any (one request at a time per connection, so never two).
 */
export class ResponseReader {
  private buffered: Buffer = Buffer.alloc(0)

  push(chunk: Buffer): Parsed {
    this.buffered = this.buffered.byteLength ? Buffer.concat([this.buffered, chunk]) : chunk
    const headEnd = this.buffered.indexOf(HEAD_END)
    if (headEnd < 0) return undefined
    const head = this.buffered.subarray(0, headEnd).toString('latin1')
    const status = Number(head.slice(9, 12))
    const start = headEnd + 4
    const length = /\r\ncontent-length: *(\d+)/i.exec(head)
    if (length) {
      const end = start + Number(length[1])
      if (this.buffered.byteLength < end) return undefined
      return this.take(status, this.buffered.subarray(start, end), end)
    }
    if (!/\r\ntransfer-encoding: *chunked/i.test(head)) throw new Error('a response without a length')
    // Chunked: size line, data, CRLF, until the zero-size chunk and its closing CRLF.
    const parts: Buffer[] = []
    for (let at = start; ;) {
      const lineEnd = this.buffered.indexOf('\r\n', at)
      if (lineEnd < 0) return undefined
      const size = parseInt(this.buffered.subarray(at, lineEnd).toString('latin1'), 16)
      if (size === 0) {
        if (this.buffered.byteLength < lineEnd + 4) return undefined
        return this.take(status, Buffer.concat(parts), lineEnd + 4)
      }
      const dataEnd = lineEnd + 2 + size
      if (this.buffered.byteLength < dataEnd + 2) return undefined
      parts.push(this.buffered.subarray(lineEnd + 2, dataEnd))
      at = dataEnd + 2
    }
  }

  private take(status: number, body: Buffer, end: number): Parsed {
    this.buffered = this.buffered.subarray(end)
    return { status, body }
  }
}

interface Pending {
  due: number
  late: number
}

export async function pacedLoad(load: PacedLoad): Promise<PacedResult> {
  const bytes = requestBytes(load)
  const { hostname, port } = new URL(load.url)
  const latencies: number[] = []
  const answers: { due: number; late: number; ms: number }[] = []
  let errors = 0
  const warmUp = Math.round(load.rate * load.warmUpS)
  const total = warmUp + Math.round(load.rate * load.durationS)
  const interval = 1000 / load.rate
  const start = performance.now()
  /** Requests due while every connection was busy, oldest first. */
  const queue: Pending[] = []
  let sent = 0
  let settled = 0
  let finish: () => void = () => {}
  const finished = new Promise<void>((resolve) => (finish = resolve))

  const settle = (request: Pending, ok: boolean) => {
    if (request.due >= start + warmUp * interval) {
      if (ok) {
        const ms = performance.now() - request.due
        latencies.push(ms)
        answers.push({ due: request.due, late: request.late, ms })
      } else errors++
    }
    if (++settled === total) finish()
  }

  let closing = false
  /** One keep-alive connection, one request at a time; opened again if the server closes it (idle timeout). */
  const connection = () => {
    let socket: net.Socket
    let reader: ResponseReader
    let current: Pending | undefined
    let connected = false
    const next = () => {
      current = queue.shift()
      if (current) socket.write(bytes)
    }
    const open = () => {
      connected = false
      reader = new ResponseReader()
      socket = net.connect(Number(port), hostname)
      socket.setNoDelay(true)
      socket.on('connect', () => {
        connected = true
        next()
      })
      socket.on('data', (chunk: Buffer) => {
        const response = reader.push(chunk)
        if (!response || !current) return
        settle(current, response.status === 200 && (load.succeeded?.(response.body) ?? true))
        next()
      })
      socket.on('error', () => {})
      socket.on('close', () => {
        if (current) settle(current, false)
        current = undefined
        if (!closing) open()
      })
    }
    open()
    return {
      idle: () => connected && current === undefined,
      send: next,
      close: () => socket.destroy(),
    }
  }
  const pool = Array.from({ length: load.connections }, connection)

  const tick = () => {
    const now = performance.now()
    while (sent < total && start + sent * interval <= now) {
      if (sent === warmUp) load.onMeasuring?.()
      const due = start + sent++ * interval
      queue.push({ due, late: performance.now() - due })
      pool.find((each) => each.idle())?.send()
    }
    if (sent < total) setTimeout(tick, Math.max(0, start + sent * interval - performance.now()))
  }
  tick()
  await finished
  closing = true
  for (const each of pool) each.close()

  latencies.sort((a, b) => a - b)
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN
  const lateness = answers.map((answer) => answer.late).sort((a, b) => a - b)
  const p99 = at(0.99)
  return {
    sent: total - warmUp,
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
