import type { AccountMessage, AccountPort } from '../../ports/account-port'
import { PortError } from '../../ports/errors'
import { postJson } from './post-json'

export interface AccountAdapterOptions {
  /** Resolves when whatever answers `/jwt/*` (the in-browser mock) is ready. */
  ready?: PromiseLike<unknown>
  /** The fetch to call at request time (the mock replaces window.fetch once it starts). */
  fetch?: () => typeof fetch
}

type Answer = Record<string, unknown> & { error?: unknown; message?: AccountMessage | null; email?: string }

/** AccountPort over the in-browser mock's `/jwt/*` account routes (no session needed: the pages are public). */
export function createAccountAdapter(options: AccountAdapterOptions = {}): AccountPort {
  const currentFetch = options.fetch ?? (() => globalThis.fetch)

  async function post(path: string, body: unknown): Promise<Answer> {
    await options.ready
    const response = await postJson(currentFetch, path, body)
    let answer: Answer
    try {
      answer = (response.text ? (JSON.parse(response.text) as Answer | null) : null) ?? {}
    } catch {
      answer = {}
    }
    if (response.ok && !answer.error) return answer
    const { error } = answer
    if (error && typeof error === 'object') {
      const violations = Object.entries(error as Record<string, string>).map(([field, description]) => ({
        field,
        description: String(description),
      }))
      throw new PortError('invalid_argument', violations.map((v) => v.description).join(' '), violations)
    }
    throw new PortError(response.status >= 500 ? 'internal' : 'invalid_argument', `HTTP ${response.status}`)
  }
  const message = (answer: Answer): AccountMessage => {
    if (!answer.message) throw new PortError('internal', 'No message was recorded')
    return answer.message
  }

  return {
    async requestPasswordReset(email) {
      return (await post('/jwt/forgot-password', { email })).message ?? null
    },
    async resetPassword(token, password) {
      await post('/jwt/reset-password', { token, password })
    },
    async sendTwoStepsCode(email) {
      return message(await post('/jwt/two-steps/send', { email }))
    },
    async verifyTwoStepsCode(email, code) {
      await post('/jwt/two-steps/verify', { email, code })
    },
    async sendEmailVerification(email) {
      return message(await post('/jwt/verify-email/send', { email }))
    },
    async confirmEmail(token) {
      const answer = await post('/jwt/verify-email/confirm', { token })
      return typeof answer.email === 'string' ? answer.email : ''
    },
  }
}
