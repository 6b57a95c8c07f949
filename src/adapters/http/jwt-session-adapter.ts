import type { UserData } from '../../domain/auth'
import { PortError } from '../../ports/errors'
import type { Registration, SessionPort, SignedInSession } from '../../ports/session-port'
import { postJson } from './post-json'

export interface JwtSessionAdapterOptions {
  /** Resolves when whatever answers `/jwt/*` (the in-browser mock) is ready. */
  ready?: PromiseLike<unknown>
  /** The fetch to call at request time (the mock replaces window.fetch once it starts). */
  fetch?: () => typeof fetch
}

interface AuthAnswer {
  userData?: UserData
  user?: UserData
  accessToken?: string
  refreshToken?: string
  error?: string | Record<string, string>
}

const fieldViolations = (error: Record<string, string>) =>
  Object.entries(error).map(([field, description]) => ({ field, description }))

function parseAnswer(text: string): AuthAnswer {
  try {
    return text ? (JSON.parse(text) as AuthAnswer) : {}
  } catch {
    return {}
  }
}

/** SessionPort over the `/jwt/*` HTTP endpoints, answered in the browser by the mock. */
export function createJwtSessionAdapter(options: JwtSessionAdapterOptions = {}): SessionPort {
  const currentFetch = options.fetch ?? (() => globalThis.fetch)

  async function post(path: string, body: unknown): Promise<{ status: number; answer: AuthAnswer }> {
    await options.ready
    const { status, text } = await postJson(currentFetch, path, body)
    return { status, answer: parseAnswer(text) }
  }

  function toSession(answer: AuthAnswer, fallbackRefresh = ''): SignedInSession {
    const userData = answer.userData ?? answer.user
    if (!userData || !answer.accessToken) throw new PortError('internal', 'Malformed sign-in answer')
    return { userData, accessToken: answer.accessToken, refreshToken: answer.refreshToken ?? fallbackRefresh }
  }

  function rejection(status: number, answer: AuthAnswer, fallbackCode: PortError['code']): PortError {
    const { error } = answer
    if (error && typeof error === 'object') {
      const violations = fieldViolations(error)
      return new PortError(fallbackCode, violations.map((v) => v.description).join(' '), violations)
    }
    const message = typeof error === 'string' ? error : `HTTP ${status}`
    if (status === 401) return new PortError('unauthenticated', message)
    if (status >= 500) return new PortError('internal', message)
    return new PortError(fallbackCode, message)
  }

  return {
    async login(credentials) {
      const { status, answer } = await post('/jwt/login', credentials)
      if (status !== 200 || answer.error) throw rejection(status, answer, 'invalid_argument')
      return toSession(answer)
    },
    async register(registration: Registration) {
      const { status, answer } = await post('/jwt/register', registration)
      // A registration conflict is answered with status 200 and an error object (template-apps §8).
      if (status !== 200 && status !== 201) throw rejection(status, answer, 'invalid_argument')
      if (answer.error) throw rejection(status, answer, 'already_exists')
      return toSession(answer)
    },
    async refresh(refreshToken) {
      const { status, answer } = await post('/jwt/refresh-token', { refreshToken })
      if (status !== 200 || answer.error) throw rejection(status, answer, 'unauthenticated')
      return toSession(answer, refreshToken)
    },
    async logout() {
      await post('/jwt/logout', {}).catch(() => undefined)
    },
  }
}
