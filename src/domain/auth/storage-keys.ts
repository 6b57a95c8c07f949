/** Local storage keys of the session (spec §3, ARCHITECTURE fixed points). */
export const STORAGE_KEYS = {
  userData: 'userData',
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
} as const

/** Token type of the Authorization header (spec §9). */
export const TOKEN_TYPE = 'Bearer'

/** `Bearer <token>`, or undefined when there is no token (spec §7: no header then). */
export function authorizationHeader(token: string | null | undefined): string | undefined {
  return token ? `${TOKEN_TYPE} ${token}` : undefined
}
