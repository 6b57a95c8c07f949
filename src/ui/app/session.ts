import { proxy } from 'valtio'
import { homeFor } from '../../domain/access'
import type { UserData } from '../../domain/auth'
import type { Credentials } from '../../ports/session-port'
import { PORTS } from '../../ports/tokens'
import { resolvePort } from './use-port'

/** Who is signed in; read from stored user data holding role and username (spec §6). */
export const session = proxy<{ userData: UserData | null }>({ userData: null })

export function restoreSession(): void {
  const stored = resolvePort(PORTS.sessionStorage).load()
  session.userData = stored.userData && stored.accessToken ? stored.userData : null
}

/** Signs in, stores the session under the spec's keys, and answers the role's home path. */
export async function signIn(credentials: Credentials): Promise<string> {
  const signedIn = await resolvePort(PORTS.session).login(credentials)
  resolvePort(PORTS.sessionStorage).save(signedIn)
  session.userData = signedIn.userData
  return homeFor(signedIn.userData)
}

/** Completes a single sign-on on its callback address, stores the session, and answers the role's home. */
export async function completeSsoSignIn(url: string): Promise<string> {
  const signedIn = await resolvePort(PORTS.sso).completeSignIn(url)
  resolvePort(PORTS.sessionStorage).save(signedIn)
  session.userData = signedIn.userData
  return homeFor(signedIn.userData)
}

/** The lists kept for reading offline are the signed-in user's: they go with the session. */
function forgetCachedLists(): void {
  try {
    resolvePort(PORTS.listCache).clear()
  } catch {
    // no list cache registered (a harness): nothing kept
  }
}

/**
 * Removes the stored session. A session from the identity provider is ended there too: the browser leaves
 * for the provider, which sends it back to /login (answers true); otherwise the caller goes to /login.
 */
export async function signOut(): Promise<boolean> {
  void resolvePort(PORTS.session).logout()
  resolvePort(PORTS.sessionStorage).clear()
  forgetCachedLists()
  session.userData = null
  try {
    return await resolvePort(PORTS.sso).signOutAtProvider()
  } catch {
    return false
  }
}

/**
 * When the call pipeline signs the user out (a token refresh failed), forget the user and go to /login.
 * Returns the unsubscribe function.
 */
export function onSignedOut(goToLogin: () => void): () => void {
  return resolvePort(PORTS.sessionEvents).onSignedOut(() => {
    forgetCachedLists()
    session.userData = null
    goToLogin()
  })
}
