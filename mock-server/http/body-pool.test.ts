import { describe, expect, it } from 'vitest'
import { giveBack, isPooled, takeBody } from './body-pool'
import { releaseBody } from './release-buffers'

describe('the pool of bodies', () => {
  it('hands out a view of the length asked for, and the same memory again once it is given back', () => {
    const first = takeBody(20_000)
    expect(first.byteLength).toBe(20_000)
    expect(isPooled(first)).toBe(true)
    expect(giveBack(first)).toBe(true)
    const second = takeBody(30_000)
    expect(second.buffer).toBe(first.buffer)
    expect(second.byteLength).toBe(30_000)
    giveBack(second)
  })

  it('never hands one buffer to two bodies that are out at once', () => {
    const bodies = Array.from({ length: 5 }, () => takeBody(10_000))
    expect(new Set(bodies.map((body) => body.buffer)).size).toBe(5)
    for (const body of bodies) giveBack(body)
  })

  it('takes a buffer back once, however often it is given back', () => {
    const body = takeBody(5_000)
    expect(giveBack(body)).toBe(true)
    expect(giveBack(body)).toBe(true)
    const [a, b] = [takeBody(5_000), takeBody(5_000)]
    expect(a.buffer).not.toBe(b.buffer)
    giveBack(a)
    giveBack(b)
  })

  it('leaves alone what it did not hand out, and does not pool a body bigger than a megabyte', () => {
    expect(giveBack(new Uint8Array(10_000))).toBe(false)
    const big = takeBody(3 << 20)
    expect(isPooled(big)).toBe(false)
    expect(giveBack(big)).toBe(false)
  })

  it('never lets releaseBody free a buffer of the pool, even one released twice', () => {
    // A body the size of its class is the whole of its buffer, as a body releaseBody would free.
    const whole = takeBody(1 << 15)
    releaseBody(whole)
    releaseBody(whole)
    expect(whole.buffer.byteLength).toBe(1 << 15)
    expect(takeBody(1 << 15).byteLength).toBe(1 << 15)
  })

  it('gets a pooled body back from releaseBody, where another body is detached', () => {
    const pooled = takeBody(40_000)
    releaseBody(pooled)
    expect(pooled.buffer.byteLength).toBeGreaterThan(0)
    expect(takeBody(40_000).buffer).toBe(pooled.buffer)
    const own = new Uint8Array(40_000)
    releaseBody(own)
    expect(own.buffer.byteLength).toBe(0)
  })
})
