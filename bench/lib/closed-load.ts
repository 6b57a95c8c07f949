// A closed-loop load generator, for the capacity test: each connection sends a request again as soon as it has the
// answer, for `durationS` seconds, over the same plain sockets and response reader as the open loop (paced-load.ts).
//
// autocannon did this before (decision 0245). It turns every answer's body into a string (`body += chunk`, UTF-8),
// and a binary body takes UTF-8's slow path: ~40 µs for a 12 kB gRPC-web page against ~4 µs for a 31 kB JSON page.
// The load generator shares the two cores with the server, so the capacity of gRPC-web was measured lower than that
// of the server itself; here a body is only counted, whatever its encoding.
//
// With several requests, the load alternates between them in slots of `slotS` seconds (every connection sends the
// request of the slot it is in): two protocols compared slot by slot meet the same machine, where rounds of 10 s
// each met whatever else the machine was doing then (one protocol's rounds moved by a third within one run).
import net from 'node:net'
import { requestBytes, ResponseReader, type PacedLoad } from './paced-load'

/** One request of a closed load: its headers and body, and whether a 200 answer to it succeeded. */
export type ClosedRequest = Pick<PacedLoad, 'headers' | 'body' | 'succeeded'>

export interface ClosedLoad {
  url: string
  method: 'POST'
  connections: number
  durationS: number
  /** The requests, in turn, a slot each (one request: sent the whole time). */
  requests: readonly ClosedRequest[]
  /** Seconds of one slot when there are several requests. */
  slotS?: number
}

export interface ClosedResult {
  /** Answers a second of the time its slots took (those completed within the duration), and how many. */
  requests: { average: number; total: number }
  /** Latency percentiles in ms, from the write to the last byte. */
  latency: { p50: number; p99: number }
  errors: number
  /** Answers in each of its slots, in order. */
  slots: number[]
}

/** The closed loop's figures for each of `load.requests`, in order. */
export async function closedLoad(load: ClosedLoad): Promise<ClosedResult[]> {
  const requests = load.requests.map((request) => ({
    bytes: requestBytes({ url: load.url, method: load.method, headers: request.headers, body: request.body }),
    succeeded: request.succeeded,
    latencies: [] as number[],
    errors: 0,
    slots: [] as number[],
  }))
  const { hostname, port } = new URL(load.url)
  const start = performance.now()
  const end = start + load.durationS * 1000
  const durationMs = load.durationS * 1000
  // One request: one slot, the whole duration.
  const slotMs = requests.length > 1 ? (load.slotS ?? 1) * 1000 : durationMs
  const slotAt = (time: number) => Math.floor((time - start) / slotMs)
  const requestOf = (slot: number) => requests[slot % requests.length]!

  /** One keep-alive connection, one request at a time, until the duration is over (opened again if it closes). */
  const connection = () =>
    new Promise<void>((resolve) => {
      const open = () => {
        const reader = new ResponseReader()
        const socket = net.connect(Number(port), hostname)
        socket.setNoDelay(true)
        let sent: { at: number; slot: number } | undefined
        const send = () => {
          sent = undefined
          const now = performance.now()
          if (now >= end) return socket.end()
          sent = { at: now, slot: slotAt(now) }
          socket.write(requestOf(sent.slot).bytes)
        }
        socket.on('connect', send)
        socket.on('data', (chunk: Buffer) => {
          const response = reader.push(chunk)
          if (!response || !sent) return
          const now = performance.now()
          if (now < end) {
            const request = requestOf(sent.slot)
            if (response.status === 200 && (request.succeeded?.(response.body) ?? true)) {
              request.latencies.push(now - sent.at)
              const slot = Math.floor(sent.slot / requests.length)
              request.slots[slot] = (request.slots[slot] ?? 0) + 1
            } else request.errors++
          }
          send()
        })
        socket.on('error', () => {})
        socket.on('close', () => {
          // A request the server dropped is an error; the connection is opened again while there is time.
          if (sent && performance.now() < end) requestOf(sent.slot).errors++
          if (performance.now() < end) open()
          else resolve()
        })
      }
      open()
    })
  await Promise.all(Array.from({ length: load.connections }, connection))

  const slotCount = Math.ceil(durationMs / slotMs)
  return requests.map(({ latencies, errors, slots }, index) => {
    // The seconds of this request's slots (the last slot may be cut short by the end).
    let seconds = 0
    for (let slot = index; slot < slotCount; slot += requests.length)
      seconds += Math.min(slotMs, durationMs - slot * slotMs) / 1000
    latencies.sort((a, b) => a - b)
    const at = (q: number) =>
      latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN
    return {
      requests: { average: latencies.length / seconds, total: latencies.length },
      latency: { p50: Math.round(at(0.5) * 10) / 10, p99: Math.round(at(0.99) * 10) / 10 },
      errors,
      slots: Array.from(slots, (count) => count ?? 0),
    }
  })
}
