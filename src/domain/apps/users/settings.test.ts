import { describe, expect, it } from 'vitest'
import { defaultNotifications, readConnections, readNotifications } from '.'

describe('user settings kept on this machine', () => {
  it('reads stored notifications field by field, defaults for the rest', () => {
    expect(readNotifications(undefined)).toEqual(defaultNotifications())
    const read = readNotifications({ newForYou: { email: false, app: 'yes' }, junk: {} })
    expect(read.newForYou).toEqual({ email: false, browser: true, app: false })
    expect(read.newDevice).toEqual({ email: true, browser: true, app: true })
  })
  it('reads stored connections, keeping known services in order', () => {
    expect(readConnections(['slack', 'google', 'myspace'])).toEqual(['google', 'slack'])
    expect(readConnections('google')).toEqual([])
  })
})
