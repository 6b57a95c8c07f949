/**
 * The local identity provider and the mock API's trust in it: the provider publishes its keys and the PKCE
 * public client; the mock API accepts RS256 access tokens signed with the provider's keys for its audience,
 * and refuses other keys, other audiences, other issuers and expired tokens. (The browser flow is
 * tests/e2e/sso.spec.ts.)
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OrderService } from '../../src/gen/cargo/services/orders_pb'
import { codeOf, startHarness, type Harness } from '../test-support'
import { createOidcProvider, SSO_CLIENT_ID } from './provider'

const AUDIENCE = 'http://localhost:8080'
let jwksServer: Server
let issuer: string
let key: CryptoKey
let otherKey: CryptoKey
let h: Harness

async function token(
  claims: Record<string, unknown>,
  { signWith = key, aud = AUDIENCE, iss = issuer, expiresIn = 600 } = {},
) {
  const now = Math.floor(Date.now() / 1000)
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
    .setIssuer(iss)
    .setAudience(aud)
    .setSubject(String(claims.username))
    .setIssuedAt(now)
    .setExpirationTime(now + expiresIn)
    .sign(signWith)
}

beforeAll(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true })
  key = pair.privateKey
  otherKey = (await generateKeyPair('RS256')).privateKey
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' }
  jwksServer = createServer((req, res) => {
    res.setHeader('content-type', 'application/json')
    res.end(JSON.stringify(req.url === '/jwks' ? { keys: [jwk] } : {}))
  })
  await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve))
  issuer = `http://127.0.0.1:${(jwksServer.address() as AddressInfo).port}`
  h = await startHarness({ trustedIssuer: { issuer, audience: AUDIENCE } })
})
afterAll(async () => {
  await h.close()
  await new Promise((resolve) => jwksServer.close(resolve))
})

describe('the mock API and the identity provider', () => {
  const admin = { role: 'admin', username: 'admin', email: 'admin@demo.com' }
  const list = async (bearer: string) => h.client(OrderService, bearer).listOrders({ perPage: 1 })

  it('accepts the provider’s access tokens for the API, with the role and username they carry', async () => {
    expect((await list(await token(admin))).totalRows).toBeGreaterThan(0)
    const customer = await list(await token({ role: 'customer', username: 'c1001', email: 'c1001@demo.com' }))
    expect(customer.orders.every((order) => order.customerName === 'customers/C1001')).toBe(true)
  })

  it('refuses another key, another audience, another issuer and an expired token', async () => {
    for (const bad of [
      await token(admin, { signWith: otherKey }),
      await token(admin, { aud: 'http://elsewhere' }),
      await token(admin, { iss: 'http://127.0.0.1:1' }),
      await token(admin, { expiresIn: -60 }),
    ])
      expect(await codeOf(list(bad))).toBe('unauthenticated')
  })
})

describe('the local identity provider', () => {
  it('publishes its signing key and a public client that must use PKCE (S256)', async () => {
    const provider = await createOidcProvider({
      issuer: 'http://localhost:8090',
      appOrigins: ['http://localhost:5173'],
      apiAudience: AUDIENCE,
    })
    const server = provider.listen(0)
    try {
      const port = (server.address() as AddressInfo).port
      const discovery = (await (
        await fetch(`http://127.0.0.1:${port}/.well-known/openid-configuration`)
      ).json()) as {
        code_challenge_methods_supported: string[]
        jwks_uri: string
      }
      expect(discovery.code_challenge_methods_supported).toEqual(['S256'])
      const jwks = (await (await fetch(`http://127.0.0.1:${port}/jwks`)).json()) as {
        keys: { alg: string }[]
      }
      expect(jwks.keys.map((k) => k.alg)).toEqual(['RS256'])
      // Without a code challenge the public client is refused.
      const auth = await fetch(
        `http://127.0.0.1:${port}/auth?client_id=${SSO_CLIENT_ID}&response_type=code&scope=openid&redirect_uri=${encodeURIComponent('http://localhost:5173/sso/callback')}`,
        { redirect: 'manual' },
      )
      expect(auth.headers.get('location') ?? '').toMatch(/error=invalid_request/)
    } finally {
      server.close()
    }
  })
})
