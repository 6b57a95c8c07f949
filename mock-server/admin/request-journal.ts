/** One RPC as the request journal keeps it (`GET /__admin/requests`). */
export interface JournalEntry {
  /** The RPC path without its leading slash: `cargo.services.OrderService/ListOrders`. */
  method: string
  /** `ok` or the Connect error code the caller got (`invalid_argument`, `unauthenticated`, ...). */
  code: string
  /** The HTTP status of the answer (200 for every gRPC and gRPC-web answer, errors included). */
  status: number
  /** From the request's arrival to the last byte of the answer, in ms. */
  durationMs: number
  /** The X-RequestId header, or "". */
  requestId: string
  /** The username of the verified token, or "" (no token, or one that was refused). */
  user: string
  /** When the answer was complete (ISO 8601); the journal is in this order. */
  at: string
}

/** How many calls the journal keeps unless told otherwise: the oldest is forgotten when one more comes. */
export const DEFAULT_JOURNAL_SIZE = 1000

/** The last `capacity` calls, in a ring buffer: memory stays bounded however long the server runs. */
export class RequestJournal {
  private readonly entries: (JournalEntry | undefined)[]
  /** Where the next entry goes. */
  private next = 0
  private count = 0

  constructor(readonly capacity: number = DEFAULT_JOURNAL_SIZE) {
    if (!Number.isInteger(capacity) || capacity < 1)
      throw new RangeError(`journal size must be a positive integer, not ${capacity}`)
    this.entries = new Array<JournalEntry | undefined>(capacity)
  }

  get size(): number {
    return this.count
  }

  add(entry: JournalEntry): void {
    this.entries[this.next] = entry
    this.next = (this.next + 1) % this.capacity
    this.count = Math.min(this.count + 1, this.capacity)
  }

  /** The newest `limit` entries (all kept when limit is larger), newest first. */
  newest(limit: number = this.capacity): JournalEntry[] {
    const n = Math.min(limit, this.count)
    const out: JournalEntry[] = []
    for (let i = 1; i <= n; i++) {
      out.push(this.entries[(this.next - i + this.capacity) % this.capacity] as JournalEntry)
    }
    return out
  }

  clear(): void {
    this.entries.fill(undefined)
    this.next = 0
    this.count = 0
  }
}
