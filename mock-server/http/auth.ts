import { ConnectError, createContextKey, type HandlerContext, type Interceptor } from '@connectrpc/connect'
import { createRemoteJWKSet, decodeProtectedHeader, errors as joseErrors, jwtVerify } from 'jose'
import { customerNameFromCode } from '../../src/domain/customers'
import { permissionDenied, unauthenticated } from './errors'

/** Who is calling, from the verified token. */
export interface Principal {
  role: 'admin' | 'customer' | 'client' | string
  username: string
  email: string
  /** `customers/C1001` for role customer; empty otherwise. */
  customerName: string
}

export const principalKey = createContextKey<Principal | null>(null, { description: 'verified caller' })

/** A trusted OpenID Connect provider: its access tokens (RS256 JWTs for `audience`) are accepted too. */
export interface TrustedIssuer {
  issuer: string
  audience: string
}

/**
 * Verifies `Authorization: Bearer <JWT>` on every call: the in-browser mock's HS256 tokens (shared development
 * secret), and the local identity provider's RS256 access tokens (its JWKS, its issuer, the API as audience).
 * No, bad or expired token -> unauthenticated.
 */
export function authInterceptor(secret: string, trusted?: TrustedIssuer): Interceptor {
  const key = new TextEncoder().encode(secret)
  const providerKeys = trusted ? createRemoteJWKSet(new URL(`${trusted.issuer}/jwks`)) : undefined
  const verify = (token: string) => {
    let alg: string | undefined
    try {
      alg = decodeProtectedHeader(token).alg
    } catch {
      throw unauthenticated('invalid token')
    }
    if (alg === 'HS256') return jwtVerify(token, key, { algorithms: ['HS256'], requiredClaims: ['exp'] })
    if (providerKeys && trusted && alg === 'RS256')
      return jwtVerify(token, providerKeys, {
        algorithms: ['RS256'],
        issuer: trusted.issuer,
        audience: trusted.audience,
        requiredClaims: ['exp'],
      })
    throw unauthenticated('invalid token')
  }
  // Verified tokens, remembered until they expire (a browser sends the same token for 10 minutes).
  const verified = new Map<string, { principal: Principal; expiresAt: number }>()
  return (next) => async (req) => {
    const header = req.header.get('authorization') ?? ''
    const match = /^Bearer\s+(\S+)$/i.exec(header.trim())
    if (!match) throw unauthenticated('missing bearer token')
    const token = match[1] as string
    const known = verified.get(token)
    if (known && known.expiresAt > Date.now()) {
      req.contextValues.set(principalKey, known.principal)
      return next(req)
    }
    if (known) {
      verified.delete(token)
      throw unauthenticated('token expired')
    }
    let payload: Record<string, unknown>
    try {
      ;({ payload } = await verify(token))
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw unauthenticated('token expired')
      if (error instanceof ConnectError) throw error
      throw unauthenticated('invalid token')
    }
    const role = typeof payload.role === 'string' ? payload.role : ''
    const username = typeof payload.username === 'string' ? payload.username : ''
    const email = typeof payload.email === 'string' ? payload.email : ''
    if (!role) throw unauthenticated('token has no role')
    if (!username) throw unauthenticated('token has no username')
    const principal: Principal = {
      role,
      username,
      email,
      customerName: role === 'customer' && username ? customerNameFromCode(username) : '',
    }
    if (typeof payload.exp === 'number') {
      if (verified.size >= 1000) verified.delete(verified.keys().next().value as string)
      verified.set(token, { principal, expiresAt: payload.exp * 1000 })
    }
    req.contextValues.set(principalKey, principal)
    return next(req)
  }
}

export function principalOf(ctx: HandlerContext): Principal {
  const principal = ctx.values.get(principalKey)
  if (!principal) throw unauthenticated('not signed in')
  return principal
}

export const isAdmin = (p: Principal) => p.role === 'admin'
export const isCustomer = (p: Principal) => p.role === 'customer' && p.customerName !== ''

/** Staff-only calls (every write of reference data, staff lists): admin. */
export function requireAdmin(ctx: HandlerContext): Principal {
  const principal = principalOf(ctx)
  if (!isAdmin(principal))
    throw permissionDenied(`role ${principal.role || 'unknown'} may not call this method`)
  return principal
}

/** Reading reference data (types, locations, terminals): admin and customers; the client role may not. */
export function requireReader(ctx: HandlerContext): Principal {
  const principal = principalOf(ctx)
  if (!isAdmin(principal) && !isCustomer(principal))
    throw permissionDenied(`role ${principal.role || 'unknown'} has no access to business data`)
  return principal
}

/**
 * The customer a list is restricted to: the requested one for admin; for a customer its own (asking for
 * another customer explicitly is permission_denied).
 */
export function customerScope(ctx: HandlerContext, requested: string): string {
  const principal = requireReader(ctx)
  if (isAdmin(principal)) return requested
  if (requested && requested !== principal.customerName) throw permissionDenied(`${requested} is not yours`)
  return principal.customerName
}

/** A record of `customerName` may be read or changed by admin or by that customer. */
export function requireOwner(ctx: HandlerContext, customerName: string): Principal {
  const principal = requireReader(ctx)
  if (!isAdmin(principal) && customerName !== principal.customerName)
    throw permissionDenied(`${customerName} is not yours`)
  return principal
}
