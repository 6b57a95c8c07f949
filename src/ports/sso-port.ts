import type { SignedInSession } from './session-port'

/** The identity provider the app offers single sign-on with (read from `/sso.json` at the site origin). */
export interface SsoConfig {
  authority: string
  clientId: string
  scope: string
}

/**
 * Single sign-on through an OpenID Connect provider (template-apps §1): authorization code with PKCE, no
 * automatic token refresh, no login iframe. Absent configuration means no single sign-on.
 */
export interface SsoPort {
  /** The provider's configuration, or null when `/sso.json` is absent or unreadable. */
  config(): Promise<SsoConfig | null>
  /** Leaves for the provider's sign-in page. */
  signIn(): Promise<void>
  /** Completes the sign-in on the callback address: the session (user data from the ID token's claims). */
  completeSignIn(url: string): Promise<SignedInSession>
  /** When the session came from the provider, signs out there too (leaves for the provider); else false. */
  signOutAtProvider(): Promise<boolean>
}
