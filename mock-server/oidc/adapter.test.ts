import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMemoryStore } from './adapter'
import { createOidcProvider } from './provider'

describe("the identity provider's store", () => {
  afterEach(() => vi.restoreAllMocks())

  it('keeps what is stored until it runs out, per model', async () => {
    let now = 1_000_000
    const store = createMemoryStore(() => now)
    const codes = store('AuthorizationCode')
    await codes.upsert('c1', { accountId: 'admin' }, 60)
    expect(await codes.find('c1')).toMatchObject({ accountId: 'admin' })
    expect(await store('AccessToken').find('c1')).toBeUndefined()
    now += 61_000
    expect(await codes.find('c1')).toBeUndefined()
  })

  it('finds a session by its uid, marks a code consumed, and forgets what is destroyed', async () => {
    const store = createMemoryStore(() => 5_000)
    const sessions = store('Session')
    await sessions.upsert('s1', { uid: 'u1', accountId: 'admin' })
    expect(await sessions.findByUid('u1')).toMatchObject({ accountId: 'admin' })
    await sessions.destroy('s1')
    expect(await sessions.findByUid('u1')).toBeUndefined()
    const codes = store('AuthorizationCode')
    await codes.upsert('c1', {})
    await codes.consume('c1')
    expect(await codes.find('c1')).toMatchObject({ consumed: 5 })
  })

  it('revokes everything a grant issued, and nothing else', async () => {
    const store = createMemoryStore()
    await store('AccessToken').upsert('t1', { grantId: 'g1' })
    await store('AuthorizationCode').upsert('c1', { grantId: 'g1' })
    await store('AccessToken').upsert('t2', { grantId: 'g2' })
    await store('AccessToken').revokeByGrantId('g1')
    expect(await store('AccessToken').find('t1')).toBeUndefined()
    expect(await store('AuthorizationCode').find('c1')).toBeUndefined()
    expect(await store('AccessToken').find('t2')).toMatchObject({ grantId: 'g2' })
  })

  it('lets the provider start without the quick-start adapter warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    await createOidcProvider({
      issuer: 'http://localhost:8090',
      appOrigins: ['http://localhost:5173'],
      apiAudience: 'http://localhost:8080',
    })
    expect(warn.mock.calls.flat().join('\n')).not.toMatch(/in-memory adapter/)
  })
})
