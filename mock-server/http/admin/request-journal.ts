import type { RecordedCall } from '../../../src/domain/dev-tools'

/** How many calls the journal keeps unless told otherwise: the oldest is forgotten when one more comes. */
export const DEFAULT_JOURNAL_SIZE = 1000

/** The last `capacity` calls, in a ring buffer: memory stays bounded however long the server runs. */
export class RequestJournal {
  private readonly entries: (RecordedCall | undefined)[]
  /** Where the next entry goes. */
  private next = 0
  private count = 0

  constructor(readonly capacity: number = DEFAULT_JOURNAL_SIZE) {
    if (!Number.isInteger(capacity) || capacity < 1)
      throw new RangeError(`journal size must be a positive integer, not ${capacity}`)
    this.entries = new Array<RecordedCall | undefined>(capacity)
  }

  get size(): number {
    return this.count
  }

  add(entry: RecordedCall): void {
    this.entries[this.next] = entry
    this.next = (this.next + 1) % this.capacity
    this.count = Math.min(this.count + 1, this.capacity)
  }

  /** The newest `limit` entries (all kept when limit is larger), newest first. */
  newest(limit: number = this.capacity): RecordedCall[] {
    const n = Math.min(limit, this.count)
    const out: RecordedCall[] = []
    for (let i = 1; i <= n; i++) {
      out.push(this.entries[(this.next - i + this.capacity) % this.capacity] as RecordedCall)
    }
    return out
  }

  clear(): void {
    this.entries.fill(undefined)
    this.next = 0
    this.count = 0
  }
}
