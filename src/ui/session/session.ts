import { proxy } from 'valtio'
import { LOGIN_PATH, homeFor } from '../../domain/access'
import { checkStoredSession, type UserData } from '../../domain/auth'
import type { SessionChange } from '../../ports/session-events-port'
import type { Credentials } from '../../ports/session-port'
import { PORTS } from '../../ports/tokens'
import { resolvePort } from '../runtime/use-port'

/** Why the sign-in page is shown instead of the page asked for: the stored session could not be used. */
export type SessionNotice = 'broken'

/**
 * Who is signed in, read from stored user data holding role and username (spec §6); `notice`, set when a
 * stored session was found unusable and cleared, for the sign-in page to say so; `ended`, set when the
 * session ended under a person at work (the server refused the refresh), so a sign-in dialog shows over the
 * page they are on; `resumed`, counting the sign-ins made in that dialog, so what was refused for want of a
 * session (a save, a list) is sent again.
 */
export const session = proxy<{
  userData: UserData | null
  notice: SessionNotice | null
  ended: boolean
  resumed: number
}>({
  userData: null,
  notice: null,
  ended: false,
  resumed: 0,
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

/** The page this tab showed last, and to whom (session storage: one tab's, kept across a reload). */
const LAST_PAGE_KEY = 'lastPage'

/** Notes the page a signed-in person is on, so signing in after the session ran out comes back to it. */
export function rememberPage(path: string, username: string): void {
  try {
    globalThis.sessionStorage?.setItem(LAST_PAGE_KEY, JSON.stringify({ path, username }))
  } catch {
    // storage refused (private mode, quota): the person lands on their home instead
  }
}

/** The page to return to after signing in: this tab's last page if it was this person's; else their home. */
function pageAfterSignIn(userData: UserData): string {
  try {
    const last = JSON.parse(globalThis.sessionStorage?.getItem(LAST_PAGE_KEY) ?? 'null') as {
      path?: unknown
      username?: unknown
    } | null
    if (
      last &&
      last.username === userData.username &&
      typeof last.path === 'string' &&
      last.path !== LOGIN_PATH
    )
      return last.path
  } catch {
    // nothing readable kept
  }
  return homeFor(userData)
}

function forgetLastPage(): void {
  try {
    globalThis.sessionStorage?.removeItem(LAST_PAGE_KEY)
  } catch {
    // nothing to forget
  }
}

/**
 * Signs in, stores the session under the spec's keys, and answers where to go: the page this tab was on
 * when the same person's session ran out (the idle expiry reloads onto the sign-in page, spec §8), else the
 * role's home.
 */
export async function signIn(credentials: Credentials): Promise<string> {
  const signedIn = await resolvePort(PORTS.session).login(credentials)
  resolvePort(PORTS.sessionStorage).save(signedIn)
  session.userData = signedIn.userData
  session.notice = null
  return pageAfterSignIn(signedIn.userData)
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
  session.ended = false
  forgetLastPage()
  try {
    return await resolvePort(PORTS.sso).signOutAtProvider()
  } catch {
    return false
  }
}

/**
 * When the call pipeline signs the user out (the server refused the refresh: the tokens were revoked or the
 * refresh token ran out): a person at work stays on the page they are on, with what they typed, and signs in
 * again in a dialog over it (`ended`; issue 25 item 2); with nobody on a page, forget the user and go
 * to /login. Returns the unsubscribe function.
 */
export function onSignedOut(goToLogin: () => void): () => void {
  return resolvePort(PORTS.sessionEvents).onSignedOut(() => {
    if (session.userData) {
      session.ended = true
      return
    }
    forgetCachedLists()
    goToLogin()
  })
}

/**
 * Signs in from the dialog shown over the page when the session ended. The same person goes on where they
 * were: the dialog closes and `resumed` tells what was refused meanwhile to send itself again (a save with
 * its own X-RequestId, so it is applied once). Another person is sent to their own home (answered), and the
 * lists kept for the previous one are forgotten.
 */
export async function signInAgain(credentials: Credentials): Promise<string | null> {
  const previous = session.userData?.username
  await signIn(credentials)
  session.ended = false
  if (session.userData && session.userData.username !== previous) {
    forgetCachedLists()
    return homeFor(session.userData)
  }
  session.resumed += 1
  return null
}

/** Gives up the page under the sign-in dialog: the person goes to the sign-in page (drafts are kept). */
export function leaveEndedSession(): void {
  forgetCachedLists()
  forgetLastPage()
  session.ended = false
  session.userData = null
}

/**
 * Keeps this tab in step with the others (issue 25 item 4): a sign-out there signs this tab out at once and
 * sends it to /login (saying why when what was left cannot be used); a session the server ended there (a
 * refused refresh) is this person's here too, and they sign in again over this page as over that one; a sign-in there signs this tab in (the
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
      if (change.endedFor === current.username) {
        // The server ended this person's session in another tab: sign in again over this page too.
        session.ended = true
        return
      }
      forgetCachedLists()
      session.userData = null
      session.ended = false
      navigate(LOGIN_PATH)
      return
    }
    session.notice = null
    session.userData = change.userData
    const ended = session.ended
    session.ended = false
    if (current && current.username !== change.userData.username) {
      forgetCachedLists()
      navigate(homeFor(change.userData))
    } else if (ended) {
      // The same person signed in again in another tab: this one goes on too, as after its own dialog.
      session.resumed += 1
    }
  })
}
