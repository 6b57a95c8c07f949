import { homeFor } from '../../../domain/access'
import type { Registration } from '../../../ports/session-port'
import { PORTS } from '../../../ports/tokens'
import { resolvePort } from '../../runtime/use-port'
import { session } from '../../session/session'

/** Registers through the session port, keeps the new session like a sign-in, and answers the home path. */
export async function registerAccount(registration: Registration): Promise<string> {
  const signedIn = await resolvePort(PORTS.session).register(registration)
  resolvePort(PORTS.sessionStorage).save(signedIn)
  session.userData = signedIn.userData
  session.notice = null
  return homeFor(signedIn.userData)
}
