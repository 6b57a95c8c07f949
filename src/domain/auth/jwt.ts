function base64UrlToBytes(segment: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(segment) || segment.length % 4 === 1) return null
  const base64 = segment
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(segment.length / 4) * 4, '=')
  try {
    const binary = atob(base64)
    return Uint8Array.from(binary, (char) => char.charCodeAt(0))
  } catch {
    return null
  }
}

/**
 * The payload (claims) of a JWT, decoded from base64url JSON without checking the signature.
 * Returns null for anything that is not three dot-separated parts with a JSON object as payload.
 */
export function decodeJwtPayload(token: string | null | undefined): Record<string, unknown> | null {
  if (typeof token !== 'string') return null
  const parts = token.split('.')
  if (parts.length !== 3 || !parts[1]) return null
  const bytes = base64UrlToBytes(parts[1])
  if (!bytes) return null
  try {
    const payload: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes))
    return typeof payload === 'object' && payload !== null && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : null
  } catch {
    return null
  }
}

/**
 * Whether the token's `exp` claim (seconds) is at or before `nowSeconds` (spec §8). A token that cannot be
 * read, or has no numeric `exp`, counts as expired.
 */
export function isTokenExpired(token: string | null | undefined, nowSeconds: number): boolean {
  const exp = decodeJwtPayload(token)?.exp
  return typeof exp !== 'number' || !Number.isFinite(exp) || exp <= nowSeconds
}
