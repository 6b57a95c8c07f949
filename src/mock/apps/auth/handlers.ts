/** Routes of the sign-in application: /jwt/login, /jwt/register, /jwt/refresh-token, /jwt/logout, and the account routes (./account.ts). */
import type { Server } from 'miragejs'
import { jsonBody, nextId, respond, initialsAvatar } from '../../http'
import { abilitiesFor } from './abilities'
import { toUserData } from './users'
import type { AuthUser, UserData } from './users'
import { tokenSigner } from './tokens'
import { accountRoutes, type AccountState } from './account'

/** The accounts, and the one-time secrets and outbox of the account routes (./account.ts). */
export type AuthState = AccountState

export const AUTH_ERRORS = {
  invalidLogin: 'Email or Password is Invalid',
  emailInUse: 'This email is already in use.',
  usernameInUse: 'This username is already in use.',
  invalidRefreshToken: 'Invalid refresh token',
  signingFailed: 'Something went wrong',
} as const

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '')

async function issueTokens(user: AuthUser): Promise<{ accessToken: string; refreshToken: string }> {
  const subject = { sub: String(user.id), email: user.email, role: user.role, username: user.username }
  const [accessToken, refreshToken] = await Promise.all([
    tokenSigner.sign(subject, 'access'),
    tokenSigner.sign(subject, 'refresh'),
  ])
  return { accessToken, refreshToken }
}

/** The session answer for `user`, or the 500 'Something went wrong' answer when signing fails. */
async function session(
  user: AuthUser,
  shape: (data: UserData, tokens: { accessToken: string; refreshToken: string }) => object,
) {
  try {
    return respond(200, shape(toUserData(user), await issueTokens(user)))
  } catch {
    return respond(500, { error: AUTH_ERRORS.signingFailed })
  }
}

export function authRoutes(server: Server, state: AuthState): void {
  server.post('/jwt/login', async (_schema, request) => {
    const body = jsonBody(request)
    const email = text(body.email).toLowerCase()
    const password = typeof body.password === 'string' ? body.password : ''
    const user = state.users.find((u) => u.email.toLowerCase() === email && u.password === password)
    if (!user) return respond(400, { error: { email: AUTH_ERRORS.invalidLogin } })
    return session(user, (userData, tokens) => ({ userData, ...tokens }))
  })

  server.post('/jwt/register', async (_schema, request) => {
    const body = jsonBody(request)
    const email = text(body.email)
    const username = text(body.username)
    const password = typeof body.password === 'string' ? body.password : ''
    const error: { email?: string; username?: string } = {}
    if (state.users.some((u) => u.email.toLowerCase() === email.toLowerCase()))
      error.email = AUTH_ERRORS.emailInUse
    if (state.users.some((u) => u.username.toLowerCase() === username.toLowerCase()))
      error.username = AUTH_ERRORS.usernameInUse
    // The template answers a conflict with status 200 and an error object (template-apps §8).
    if (error.email || error.username) return respond(200, { error })

    const user: AuthUser = {
      id: nextId(state.users),
      fullName: username,
      username,
      password,
      avatar: initialsAvatar(username),
      email,
      role: 'admin',
      ability: abilitiesFor('admin'),
      extras: { eCommerceCartItemsCount: 0 },
    }
    return session(user, (userData, tokens) => {
      // Only a user whose tokens could be signed is kept.
      state.users.push(user)
      return { user: userData, ...tokens }
    })
  })

  server.post('/jwt/refresh-token', async (_schema, request) => {
    const refreshToken = text(jsonBody(request).refreshToken)
    const claims = refreshToken ? await tokenSigner.verify(refreshToken, 'refresh') : null
    const user = claims ? state.users.find((u) => String(u.id) === claims.sub) : undefined
    if (!user) return respond(401, { error: AUTH_ERRORS.invalidRefreshToken })
    return session(user, (userData, tokens) => ({ userData, ...tokens }))
  })

  server.post('/jwt/logout', () => respond(200, {}))

  accountRoutes(server, state)
}
