import { proxy } from 'valtio'
import { LOGIN_PATH, homeFor } from '../../domain/access'
import { checkStoredSession, type UserData } from '../../domain/auth'
import type { SessionChange } from '../../ports/session-events-port'
import type { Credentials } from '../../ports/session-port'
import { PORTS } from '../../ports/tokens'
import { resolvePort } from './use-port'

/** Why the sign-in page is shown instead of the page asked for: the stored session could not be used. */
export type SessionNotice = 'broken'

/**
 * Who is signed in, read from stored user data holding role and username (spec §6); and `notice`, set when a
 * stored session was found unusable and cleared, for the sign-in page to say so.
 */
export const session = proxy<{ userData: UserData | null; notice: SessionNotice | null }>({
  userData: null,
  notice: null,
})

/**
 * Takes up the stored session at start. One that cannot be used (user data without a role or username, an
 * access token that cannot be decoded or has no `exp`) is cleared, and the sign-in page says why: never a
 * blank page, never a redirect loop.
 */
export function restoreSession(): void {
  const storage = resolvePort(PORTS.sessionStorage)
  const check = checkStoredSession(storage.inspect())
  session.userData = check.kind === 'signed-in' ? { ...storage.load().userData, ...check.userData } : null
  if (check.kind === 'broken') {
    storage.clear()
    session.notice = 'broken'
  }
}

/** Signs in, stores the session under the spec's keys, and answers the role's home path. */
export async function signIn(credentials: Credentials): Promise<string> {
  const signedIn = await resolvePort(PORTS.session).login(credentials)
  resolvePort(PORTS.sessionStorage).save(signedIn)
  session.userData = signedIn.userData
  session.notice = null
  return homeFor(signedIn.userData)
}

/** Completes a single sign-on on its callback address, stores the session, and answers the role's home. */
export async function completeSsoSignIn(url: string): Promise<string> {
  const signedIn = await resolvePort(PORTS.sso).completeSignIn(url)
  resolvePort(PORTS.sessionStorage).save(signedIn)
  session.userData = signedIn.userData
  session.notice = null
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

/**
 * Keeps this tab in step with the others (issue 25 item 4): a sign-out there signs this tab out at once and
 * sends it to /login (saying why when what was left cannot be used); a sign-in there signs this tab in (the
 * route guard then leaves the sign-in page for the role's home); another user signing in there sends this tab
 * to that user's home, forgetting the lists kept for the previous one; renewed tokens only refresh the user's
 * data. Returns the unsubscribe function.
 */
export function onSessionChangedElsewhere(navigate: (path: string) => void): () => void {
  return resolvePort(PORTS.sessionEvents).onChangedElsewhere((change: SessionChange) => {
    const current = session.userData
    if (change.kind === 'signed-out') {
      if (change.problem) session.notice = 'broken'
      if (!current) return
      forgetCachedLists()
      session.userData = null
      navigate(LOGIN_PATH)
      return
    }
    session.notice = null
    session.userData = change.userData
    if (current && current.username !== change.userData.username) {
      forgetCachedLists()
      navigate(homeFor(change.userData))
    }
  })
}
