import type { UserManager } from 'oidc-client-ts'
import { parseSsoConfig, userDataFromClaims, type SsoClaims } from '../../domain/auth'
import type { SsoConfig, SsoPort } from '../../ports/sso-port'

export interface SsoAdapterOptions {
  /** Where the configuration file is (`/sso.json` at the site origin). */
  configUrl: string
  /** The app's origin (`window.location.origin`): the callback and the page after sign-out are on it. */
  origin: string
  fetch?: typeof fetch
}

/**
 * SsoPort with oidc-client-ts (loaded only when single sign-on is used): authorization code with PKCE,
 * automatic silent renew off and no session-monitor iframe (template-apps §1); the provider's user is kept in
 * session storage by oidc-client-ts so that sign-out can name it to the provider.
 */
export function createSsoAdapter({
  configUrl,
  origin,
  fetch: fetchImpl = fetch,
}: SsoAdapterOptions): SsoPort {
  let configuration: Promise<SsoConfig | null> | undefined
  let manager: Promise<UserManager> | undefined

  const config = () =>
    (configuration ??= fetchImpl(configUrl)
      .then((response) => (response.ok ? response.json() : null))
      .then(parseSsoConfig)
      .catch(() => null))

  const userManager = () =>
    (manager ??= (async () => {
      const settings = await config()
      if (!settings) throw new Error('Single sign-on is not configured (no /sso.json).')
      const { UserManager } = await import('oidc-client-ts')
      return new UserManager({
        authority: settings.authority,
        client_id: settings.clientId,
        scope: settings.scope,
        redirect_uri: `${origin}/sso/callback`,
        post_logout_redirect_uri: `${origin}/login`,
        response_type: 'code',
        automaticSilentRenew: false,
        monitorSession: false,
        loadUserInfo: false,
      })
    })())

  return {
    config,
    async signIn() {
      await (await userManager()).signinRedirect()
    },
    async completeSignIn(url) {
      const user = await (await userManager()).signinRedirectCallback(url)
      return {
        userData: userDataFromClaims(user.profile as unknown as SsoClaims),
        accessToken: user.access_token,
        // No refresh token: automatic refresh is off; an expired session signs in again.
        refreshToken: '',
      }
    },
    async signOutAtProvider() {
      if (!(await config())) return false
      const users = await userManager()
      const user = await users.getUser()
      if (!user) return false
      await users.signoutRedirect({ id_token_hint: user.id_token })
      return true
    },
  }
}
