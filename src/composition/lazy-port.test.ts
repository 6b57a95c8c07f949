import { describe, expect, it, vi } from 'vitest'
import { PortError } from '../ports/errors'
import { lazyPort } from './lazy-port'

interface Greeter {
  greet(name: string): Promise<string>
}

describe('lazyPort', () => {
  it('loads the adapter once, on the first call, and forwards every call', async () => {
    const load = vi.fn(async (): Promise<Greeter> => ({ greet: async (name) => `hello ${name}` }))
    const port = lazyPort(load)
    expect(load).not.toHaveBeenCalled()
    await expect(Promise.all([port.greet('a'), port.greet('b')])).resolves.toEqual(['hello a', 'hello b'])
    expect(load).toHaveBeenCalledTimes(1)
  })

  it("once loaded, starts a call in the caller's own task (its request leaves before the caller goes on)", async () => {
    const started: string[] = []
    const port = lazyPort(async (): Promise<Greeter> => ({
      greet: async (name) => {
        started.push(name)
        return `hello ${name}`
      },
    }))
    await port.greet('first')
    const second = port.greet('second')
    expect(started).toEqual(['first', 'second'])
    await expect(second).resolves.toBe('hello second')
  })

  it("rejects, never throws, when a loaded adapter's method throws at once", async () => {
    const port = lazyPort(async (): Promise<Greeter> => ({
      greet: (name) => {
        if (name === 'x') throw new RangeError('no x')
        return Promise.resolve(name)
      },
    }))
    await port.greet('a')
    const failed = port.greet('x')
    await expect(failed).rejects.toThrow('no x')
  })

  it('is not a thenable, so awaiting it does not call the adapter', async () => {
    const load = vi.fn(async (): Promise<Greeter> => ({ greet: async () => '' }))
    const port = lazyPort(load)
    await expect(Promise.resolve(port)).resolves.toBe(port)
    expect(load).not.toHaveBeenCalled()
  })

  it('rejects a call to a method the adapter lacks', async () => {
    const port = lazyPort(async () => ({}) as Greeter)
    await expect(port.greet('x')).rejects.toThrow('Port has no method greet')
  })

  it('rejects as unavailable when its code cannot be downloaded, and tries again on the next call', async () => {
    const load = vi
      .fn<() => Promise<Greeter>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ greet: async (name) => `hello ${name}` })
    const port = lazyPort(load)
    const failed = port.greet('a')
    await expect(failed).rejects.toBeInstanceOf(PortError)
    await expect(failed).rejects.toMatchObject({ code: 'unavailable' })
    await expect(port.greet('b')).resolves.toBe('hello b')
    expect(load).toHaveBeenCalledTimes(2)
  })
})
