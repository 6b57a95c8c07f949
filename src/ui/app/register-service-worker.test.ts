import { describe, expect, it, vi } from 'vitest'
import { registerServiceWorker } from './register-service-worker'

describe('service worker registration', () => {
  it('registers /sw.js in production and only logs a failure', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const register = vi.fn(async () => Promise.reject(new Error('no worker')))
    const nav = { serviceWorker: { register } } as unknown as Navigator
    await expect(registerServiceWorker(nav, true)).resolves.toBeUndefined()
    expect(register).toHaveBeenCalledWith('/sw.js')
    expect(error).toHaveBeenCalledWith('Service worker registration failed:', expect.any(Error))
    error.mockRestore()
  })

  it('does nothing outside production builds', async () => {
    const register = vi.fn()
    await registerServiceWorker({ serviceWorker: { register } } as unknown as Navigator, false)
    expect(register).not.toHaveBeenCalled()
  })
})
