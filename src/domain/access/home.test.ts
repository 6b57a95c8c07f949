import { describe, expect, it } from 'vitest'
import { homeFor } from './home'

describe('homeFor', () => {
  it('sends each role to its home', () => {
    expect(homeFor({ role: 'admin', username: 'admin' })).toBe('/orders')
    expect(homeFor({ role: 'client', username: 'client' })).toBe('/access-control')
    expect(homeFor({ role: 'customer', username: 'c1001' })).toBe('/customers/C1001/view')
  })

  it('sends a customer with no username to the default home', () => {
    expect(homeFor({ role: 'customer', username: '' })).toBe('/orders')
    expect(homeFor({ role: 'customer', username: '  ' })).toBe('/orders')
    expect(homeFor({ role: 'customer' })).toBe('/orders')
  })

  it('sends nobody to the login and an unknown role to the default home', () => {
    expect(homeFor(null)).toBe('/login')
    expect(homeFor({ role: '' })).toBe('/login')
    expect(homeFor({ role: 'editor' })).toBe('/orders')
  })
})
