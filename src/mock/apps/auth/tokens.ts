/**
 * Signing and checking the development tokens: HS256 JWTs carrying SessionClaims, keyed with the shared
 * development secret (`__MOCK_JWT_SECRET__`, injected by the Vite and Vitest configs), living
 * TOKEN_LIFETIME_SECONDS. The functions sit on an object so a test can replace one (signing failure).
 */
import { SignJWT, jwtVerify } from 'jose'
import { TOKEN_LIFETIME_SECONDS } from '../../../domain/auth/dev-jwt'
import type { SessionClaims } from '../../../domain/auth/dev-jwt'

export type TokenUse = 'access' | 'refresh'

/** Who a token is for: every SessionClaims field but the expiry, which signing adds. */
export type TokenSubject = Omit<SessionClaims, 'exp'>

const secretKey = (): Uint8Array => new TextEncoder().encode(__MOCK_JWT_SECRET__)

/** A signed token for `subject` with `secret`; `token_use` tells access and refresh tokens apart. */
export function signSessionToken(secret: string, subject: TokenSubject, use: TokenUse): Promise<string> {
  const issuedAt = Math.floor(Date.now() / 1000)
  return (
    new SignJWT({
      email: subject.email,
      role: subject.role,
      username: subject.username,
      token_use: use,
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(subject.sub)
      .setIssuedAt(issuedAt)
      // A refresh within the same second still gives a new token (a refused token is never handed back).
      .setJti(crypto.randomUUID())
      .setExpirationTime(issuedAt + TOKEN_LIFETIME_SECONDS)
      .sign(new TextEncoder().encode(secret))
  )
}

export const tokenSigner = {
  /** A signed token for `subject` with the development secret. */
  sign: (subject: TokenSubject, use: TokenUse): Promise<string> =>
    signSessionToken(__MOCK_JWT_SECRET__, subject, use),

  /** The claims of a valid, unexpired token of the given use, or `null`. */
  async verify(token: string, use: TokenUse): Promise<SessionClaims | null> {
    try {
      const { payload } = await jwtVerify(token, secretKey(), { algorithms: ['HS256'] })
      if (payload.token_use !== use || typeof payload.sub !== 'string' || typeof payload.exp !== 'number')
        return null
      return {
        sub: payload.sub,
        email: String(payload.email),
        role: String(payload.role),
        username: String(payload.username),
        exp: payload.exp,
      }
    } catch {
      return null
    }
  },
}
