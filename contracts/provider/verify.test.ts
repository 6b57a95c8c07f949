import { Verifier } from '@pact-foundation/pact'
import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMockApi, type MockApi } from '../../mock-server/server'
import { DEFAULT_DEV_JWT_SECRET, TOKEN_LIFETIME_SECONDS } from '../../src/domain/auth'
import { CONSUMER, PROVIDER } from '../consumer/harness'
import { readPactFiles } from '../pact-files'
import { stateHandlers } from './states'

const SECRET = process.env.MOCK_JWT_SECRET ?? DEFAULT_DEV_JWT_SECRET

/** A fresh admin token signed like the in-browser mock signs them (claims sub, email, role, username). */
async function adminToken(): Promise<string> {
  return new SignJWT({ sub: '1', email: 'admin@demo.com', role: 'admin', username: 'admin' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + TOKEN_LIFETIME_SECONDS)
    .sign(new TextEncoder().encode(SECRET))
}

/** One line per failed interaction: what was called and the first mismatch. */
function summarise(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error)
  try {
    const { errors } = JSON.parse(text) as {
      errors: { interaction: string; mismatch?: { mismatches?: { mismatch?: string; type?: string }[] } }[]
    }
    return [
      `${errors.length} interaction(s) failed verification:`,
      ...errors.map(({ interaction, mismatch }) => {
        const first =
          mismatch?.mismatches?.find((m) => m.type === 'StatusMismatch') ?? mismatch?.mismatches?.[0]
        return `- ${interaction.replace(/^Verifying a pact between \S+ and \S+ /, '')}: ${first?.mismatch ?? 'see the log'}`
      }),
    ].join('\n')
  } catch {
    return text
  }
}

describe('provider verification against the mock API server', () => {
  let api: MockApi
  let baseUrl: string

  beforeAll(async () => {
    api = createMockApi({ testMode: true, jwtSecret: SECRET })
    baseUrl = await api.listen(0, '127.0.0.1')
  })

  afterAll(async () => {
    await api?.close()
  })

  it('honours every interaction of every pact file', async () => {
    const pactUrls = readPactFiles()
      .filter((pact) => pact.consumer.name === CONSUMER && pact.provider.name === PROVIDER)
      .map((pact) => pact.file)
    expect(pactUrls.length).toBeGreaterThan(0)
    const verification = new Verifier({
      provider: PROVIDER,
      providerBaseUrl: baseUrl,
      pactUrls,
      stateHandlers: stateHandlers(api),
      requestFilter: (
        request: { headers: Record<string, string | string[] | undefined> },
        _response: unknown,
        next: () => void,
      ) => {
        void adminToken().then((token) => {
          request.headers.authorization = `Bearer ${token}`
          next()
        })
      },
      logLevel: 'warn',
    }).verifyProvider()
    await verification.catch((error: unknown) => {
      console.error(summarise(error))
      throw error
    })
  })
})
