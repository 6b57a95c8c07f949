import { Code, ConnectError } from '@connectrpc/connect'
import { describe, expect, it } from 'vitest'
import { connectErrorToPortError } from './errors'

describe('connectErrorToPortError', () => {
  it('reads a call that got no answer at all (fetch failed) as the server being unreachable', () => {
    expect(connectErrorToPortError(new TypeError('Failed to fetch')).code).toBe('unavailable')
    expect(connectErrorToPortError(ConnectError.from(new TypeError('Failed to fetch'))).code).toBe(
      'unavailable',
    )
  })

  it('keeps the server own codes, and unknown for anything else', () => {
    expect(connectErrorToPortError(new ConnectError('down', Code.Unavailable)).code).toBe('unavailable')
    expect(connectErrorToPortError(new ConnectError('nope', Code.PermissionDenied)).code).toBe(
      'permission_denied',
    )
    expect(connectErrorToPortError(new Error('odd')).code).toBe('unknown')
  })
})
