/**
 * The account routes of the sign-in application (issue 28 item 3, decision 0061): a password reset by a one-time
 * token, a two-step code, an e-mail verification token. There is no mail: each message the mock would send is
 * recorded in its outbox and answered, so the page can show it in a developer notice. Nothing is answered as
 * sent unless it was recorded.
 *
 * POST /jwt/forgot-password { email }          -> { message: OutboxMessage | null } (null: no such account)
 * POST /jwt/reset-password { token, password } -> {} | 400 { error: { token | password } }
 * POST /jwt/two-steps/send { email }           -> { message }
 * POST /jwt/two-steps/verify { email, code }   -> {} | 400 { error: { code } }
 * POST /jwt/verify-email/send { email }        -> { message }
 * POST /jwt/verify-email/confirm { token }     -> { email } | 400 { error: { token } }
 */
import type { Server } from 'miragejs'
import { MIN_PASSWORD_LENGTH, ONE_TIME_CODE_LENGTH } from '../../../domain/auth'
import {
  issueSecret,
  redeemSecret,
  type IssuedSecret,
  type SecretPurpose,
} from '../../../domain/auth/one-time-secrets'
import { jsonBody, respond } from '../../http'
import type { AuthUser } from './users'

/** A message the mock would have sent: to whom, why, and the token or code it carries. */
export interface OutboxMessage {
  id: number
  purpose: SecretPurpose
  to: string
  /** The reset or verification token (reset-password, verify-email). */
  token?: string
  /** The six-digit code (two-steps). */
  code?: string
  sentAt: string
}

export interface AccountState {
  users: AuthUser[]
  secrets: IssuedSecret[]
  outbox: OutboxMessage[]
}

export const ACCOUNT_ERRORS = {
  invalidToken: 'This link is not valid any more. Ask for a new one.',
  invalidCode: 'This is not the code we sent, or it has expired.',
  shortPassword: `Use at least ${MIN_PASSWORD_LENGTH} characters.`,
  noEmail: 'Enter an e-mail address.',
} as const

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '')

/** Random digits and tokens from the browser's crypto (never Math.random: a guessable code proves nothing). */
function randomCode(): string {
  const values = crypto.getRandomValues(new Uint32Array(ONE_TIME_CODE_LENGTH))
  return Array.from(values, (v) => String(v % 10)).join('')
}

export function accountRoutes(server: Server, state: AccountState): void {
  const record = (purpose: SecretPurpose, to: string, secret: string): OutboxMessage => {
    const now = Date.now()
    state.secrets = issueSecret(state.secrets, { purpose, email: to, secret }, now)
    const message: OutboxMessage = {
      id: state.outbox.reduce((max, m) => Math.max(max, m.id), 0) + 1,
      purpose,
      to,
      ...(purpose === 'two-steps' ? { code: secret } : { token: secret }),
      sentAt: new Date(now).toISOString(),
    }
    state.outbox.push(message)
    return message
  }
  const findUser = (email: string) => state.users.find((u) => u.email.toLowerCase() === email.toLowerCase())

  server.post('/jwt/forgot-password', (_schema, request) => {
    const email = text(jsonBody(request).email)
    if (!email) return respond(400, { error: { email: ACCOUNT_ERRORS.noEmail } })
    const user = findUser(email)
    return respond(200, { message: user ? record('reset-password', user.email, crypto.randomUUID()) : null })
  })

  server.post('/jwt/reset-password', (_schema, request) => {
    const body = jsonBody(request)
    const password = typeof body.password === 'string' ? body.password : ''
    if (password.length < MIN_PASSWORD_LENGTH)
      return respond(400, { error: { password: ACCOUNT_ERRORS.shortPassword } })
    const { redeemed, secrets } = redeemSecret(
      state.secrets,
      { purpose: 'reset-password', secret: text(body.token) },
      Date.now(),
    )
    const user = redeemed && findUser(redeemed.email)
    if (!user) return respond(400, { error: { token: ACCOUNT_ERRORS.invalidToken } })
    state.secrets = secrets
    user.password = password
    return respond(200, {})
  })

  server.post('/jwt/two-steps/send', (_schema, request) => {
    const email = text(jsonBody(request).email)
    if (!email) return respond(400, { error: { email: ACCOUNT_ERRORS.noEmail } })
    return respond(200, { message: record('two-steps', email, randomCode()) })
  })

  server.post('/jwt/two-steps/verify', (_schema, request) => {
    const body = jsonBody(request)
    const { redeemed, secrets } = redeemSecret(
      state.secrets,
      { purpose: 'two-steps', secret: text(body.code), email: text(body.email) },
      Date.now(),
    )
    if (!redeemed) return respond(400, { error: { code: ACCOUNT_ERRORS.invalidCode } })
    state.secrets = secrets
    return respond(200, {})
  })

  server.post('/jwt/verify-email/send', (_schema, request) => {
    const email = text(jsonBody(request).email)
    if (!email) return respond(400, { error: { email: ACCOUNT_ERRORS.noEmail } })
    return respond(200, { message: record('verify-email', email, crypto.randomUUID()) })
  })

  server.post('/jwt/verify-email/confirm', (_schema, request) => {
    const { redeemed, secrets } = redeemSecret(
      state.secrets,
      { purpose: 'verify-email', secret: text(jsonBody(request).token) },
      Date.now(),
    )
    if (!redeemed) return respond(400, { error: { token: ACCOUNT_ERRORS.invalidToken } })
    state.secrets = secrets
    return respond(200, { email: redeemed.email })
  })
}
