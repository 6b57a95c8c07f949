/**
 * Memory for answers' bodies, used again once an answer is written (decision 0245). A list page's body is tens of
 * kilobytes; allocating it afresh for every answer and freeing it once written (release-buffers.ts) cost ~9 µs an
 * answer under the load bench (the allocator hands back memory the OS must map again, page by page), against ~2 µs
 * for a buffer taken from a free list.
 *
 * A body is a view of `length` bytes at the start of a buffer of its size class (a power of two). Whoever writes
 * it gives it back when the write is done (`giveBack`, once the response is finished: Node has handed the bytes to
 * the OS); a body never given back (a caller that went away) is collected as any other. A buffer goes back to its
 * free list once however often it is given back, and only while it is out: it is never handed to two bodies.
 */

/** Bodies up to this size are pooled; a bigger one (a page of 1,000 orders) is allocated as before. */
const LARGEST = 1 << 20
const SMALLEST = 1 << 12
/** What each size class keeps, at most, in its free list. */
const BYTES_PER_CLASS = 2 << 20
const MAX_PER_CLASS = 64

const free = new Map<number, ArrayBuffer[]>()
/** Every buffer the pool made. */
const made = new WeakSet<ArrayBuffer>()
/** The pooled buffers handed out and not yet given back. */
const out = new WeakSet<ArrayBuffer>()

const sizeClass = (length: number) => Math.max(SMALLEST, 2 ** Math.ceil(Math.log2(length)))

/** `length` bytes for a body, their contents undefined until written. */
export function takeBody(length: number): Uint8Array {
  if (length > LARGEST) return new Uint8Array(length)
  const size = sizeClass(length)
  let buffer = free.get(size)?.pop()
  if (!buffer) made.add((buffer = new ArrayBuffer(size)))
  out.add(buffer)
  return new Uint8Array(buffer, 0, length)
}

/** Whether `body` is the pool's (out or already given back): its memory is never freed by anyone else. */
export function isPooled(body: Uint8Array): boolean {
  return body.buffer instanceof ArrayBuffer && made.has(body.buffer)
}

/**
 * Gives back a body taken with `takeBody` once nothing will read it again. Says whether the body is the pool's: a
 * body given back twice is taken back once, and is still the pool's the second time.
 */
export function giveBack(body: Uint8Array): boolean {
  const buffer = body.buffer
  if (!(buffer instanceof ArrayBuffer) || !made.has(buffer)) return false
  if (!out.delete(buffer)) return true
  let list = free.get(buffer.byteLength)
  if (!list) free.set(buffer.byteLength, (list = []))
  if (list.length < Math.min(MAX_PER_CLASS, BYTES_PER_CLASS / buffer.byteLength)) list.push(buffer)
  return true
}
