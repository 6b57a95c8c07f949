import { describe, expect, it } from 'vitest'
import { SECRET_LIFETIME_MS, issueSecret, redeemSecret } from './one-time-secrets'

const now = 1_000_000

describe('one-time secrets', () => {
  it('redeems an issued secret once, for its purpose and address only', () => {
    const secrets = issueSecret([], { purpose: 'two-steps', email: 'Admin@demo.com', secret: '123456' }, now)
    expect(
      redeemSecret(secrets, { purpose: 'two-steps', secret: '654321', email: 'admin@demo.com' }, now)
        .redeemed,
    ).toBeUndefined()
    expect(redeemSecret(secrets, { purpose: 'verify-email', secret: '123456' }, now).redeemed).toBeUndefined()
    expect(
      redeemSecret(secrets, { purpose: 'two-steps', secret: '123456', email: 'other@demo.com' }, now)
        .redeemed,
    ).toBeUndefined()
    const used = redeemSecret(
      secrets,
      { purpose: 'two-steps', secret: '123456', email: 'admin@demo.com' },
      now,
    )
    expect(used.redeemed?.email).toBe('admin@demo.com')
    expect(
      redeemSecret(used.secrets, { purpose: 'two-steps', secret: '123456' }, now).redeemed,
    ).toBeUndefined()
  })

  it('replaces an earlier secret of the same purpose and address, and keeps the others', () => {
    let secrets = issueSecret([], { purpose: 'two-steps', email: 'a@demo.com', secret: '111111' }, now)
    secrets = issueSecret(secrets, { purpose: 'reset-password', email: 'a@demo.com', secret: 'token' }, now)
    secrets = issueSecret(secrets, { purpose: 'two-steps', email: 'a@demo.com', secret: '222222' }, now)
    expect(redeemSecret(secrets, { purpose: 'two-steps', secret: '111111' }, now).redeemed).toBeUndefined()
    expect(redeemSecret(secrets, { purpose: 'two-steps', secret: '222222' }, now).redeemed).toBeDefined()
    expect(redeemSecret(secrets, { purpose: 'reset-password', secret: 'token' }, now).redeemed).toBeDefined()
  })

  it('refuses a secret once its lifetime is over', () => {
    const secrets = issueSecret([], { purpose: 'reset-password', email: 'a@demo.com', secret: 't' }, now)
    const late = now + SECRET_LIFETIME_MS['reset-password']
    expect(redeemSecret(secrets, { purpose: 'reset-password', secret: 't' }, late - 1).redeemed).toBeDefined()
    expect(redeemSecret(secrets, { purpose: 'reset-password', secret: 't' }, late).redeemed).toBeUndefined()
  })
})
