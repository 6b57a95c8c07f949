import type { IncomingMessage, ServerResponse } from 'node:http'
import { generateKeyPair, exportJWK } from 'jose'
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider'
import { DEMO_ACCOUNTS, findDemoAccount } from '../../src/domain/auth/demo-accounts'
import { createMemoryStore } from './adapter'
import { loginPage } from './login-page'

/** The app registered with the local identity provider: a public client (no secret) that must use PKCE. */
export const SSO_CLIENT_ID = 'cargo-backoffice'
/** The scopes the app asks for; `role` carries the account's role. */
export const SSO_SCOPE = 'openid profile email role'

export interface OidcOptions {
  /** The provider's public address, `http://localhost:8090`. */
  issuer: string
  /** The app's origins (dev and preview): each gets `/sso/callback` and `/login` registered. */
  appOrigins: readonly string[]
  /** The API the access tokens are for (their audience), `http://localhost:8080`. */
  apiAudience: string
}

const accountById = (id: string) => DEMO_ACCOUNTS.find((account) => account.username === id)

/** The claims of an account, in the ID token and the access token alike. */
function claimsOf(accountId: string) {
  const account = accountById(accountId)
  if (!account) return undefined
  return {
    sub: account.username,
    name: account.fullName,
    preferred_username: account.username,
    email: account.email,
    email_verified: true,
    role: account.role,
  }
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    size += (chunk as Buffer).length
    if (size > 16_384) throw new Error('form too large')
    chunks.push(chunk as Buffer)
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
}

/**
 * A real OpenID Connect provider (oidc-provider) for local use: the demo accounts are its users, the app is a
 * public client with PKCE, access tokens are RS256 JWTs for the API (verified there with this provider's
 * JWKS), and the login page is its own (e-mail and password of a demo account). Consent is implied for the
 * app (first party). No refresh tokens: the app's automatic refresh is off (template-apps §1).
 */
export async function createOidcProvider({
  issuer,
  appOrigins,
  apiAudience,
}: OidcOptions): Promise<Provider> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true })
  const signingKey = { ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: 'local-dev-1' }

  const configuration: Configuration = {
    // Our own in-memory store: oidc-provider's quick-start one warns at every start (decision 0177).
    adapter: createMemoryStore(),
    clients: [
      {
        client_id: SSO_CLIENT_ID,
        token_endpoint_auth_method: 'none',
        application_type: 'web',
        grant_types: ['authorization_code'],
        response_types: ['code'],
        redirect_uris: appOrigins.map((origin) => `${origin}/sso/callback`),
        post_logout_redirect_uris: appOrigins.map((origin) => `${origin}/login`),
      },
    ],
    jwks: { keys: [signingKey] },
    cookies: { keys: ['cargo-local-oidc-development-cookie-key'] },
    claims: {
      openid: ['sub'],
      profile: ['name', 'preferred_username'],
      email: ['email', 'email_verified'],
      role: ['role'],
    },
    scopes: ['openid', 'profile', 'email', 'role'],
    // The ID token carries the profile claims (the app reads the role from it; no userinfo call).
    conformIdTokenClaims: false,
    findAccount: (_ctx, id) => {
      const claims = claimsOf(id)
      return claims ? { accountId: id, claims: () => claims } : undefined
    },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => {
          // Sign out without a confirmation question: the app asked for it (the form says yes and submits itself).
          const yes = form.replace('</form>', '<input type="hidden" name="logout" value="yes"/></form>')
          ctx.type = 'html'
          ctx.body = `<!doctype html><html><head><title>Signing out</title></head><body>${yes}<script>document.forms[0].submit()</script></body></html>`
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => apiAudience,
        useGrantedResource: () => true,
        getResourceServerInfo: () => ({
          scope: SSO_SCOPE,
          audience: apiAudience,
          accessTokenTTL: 10 * 60,
          accessTokenFormat: 'jwt',
          jwt: { sign: { alg: 'RS256' } },
        }),
      },
    },
    extraTokenClaims: (_ctx, token) => {
      const claims = claimsOf((token as { accountId: string }).accountId)
      return claims
        ? { role: claims.role, username: claims.preferred_username, email: claims.email, name: claims.name }
        : undefined
    },
    // The app is first party: its grant is made here, so no consent page is shown.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const existing =
        ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session?.grantIdFor(ctx.oidc.client!.clientId)
      if (existing) return ctx.oidc.provider.Grant.find(existing)
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client!.clientId,
        accountId: ctx.oidc.session!.accountId!,
      })
      grant.addOIDCScope(SSO_SCOPE)
      grant.addResourceScope(apiAudience, SSO_SCOPE)
      await grant.save()
      return grant
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    ttl: {
      AccessToken: 10 * 60,
      IdToken: 10 * 60,
      Session: 8 * 60 * 60,
      Grant: 8 * 60 * 60,
      Interaction: 15 * 60,
    },
    renderError: (ctx, out) => {
      ctx.type = 'html'
      ctx.body = loginPage({ title: 'Sign-in error', error: `${out.error}: ${out.error_description ?? ''}` })
    },
  }
  const provider = new Provider(issuer, configuration)
  provider.proxy = false

  // The login page of an interaction: GET shows it, POST checks the demo account and finishes the login.
  provider.use(async (ctx, next) => {
    if (ctx.path === '/favicon.ico') {
      ctx.status = 204
      return
    }
    const match = /^\/interaction\/([\w-]+)(\/login)?$/.exec(ctx.path)
    if (!match) return next()
    const req = ctx.req as IncomingMessage
    const res = ctx.res as ServerResponse
    const details = await provider.interactionDetails(req, res)
    if (details.prompt.name !== 'login') {
      // Consent is implied for the first-party app (its grant is made in loadExistingGrant).
      await provider.interactionFinished(req, res, {}, { mergeWithLastSubmission: true })
      ctx.respond = false
      return
    }
    if (ctx.method === 'GET' && !match[2]) {
      ctx.type = 'html'
      ctx.body = loginPage({ title: 'Sign in to CargoDesk', action: `/interaction/${match[1]}/login` })
      return
    }
    if (ctx.method === 'POST' && match[2]) {
      const form = await readForm(req)
      const email = form.get('email') ?? ''
      const account = findDemoAccount(email, form.get('password') ?? '')
      if (!account) {
        // The form again with the reason (200, as a page the person reads; nothing was signed in).
        ctx.type = 'html'
        ctx.body = loginPage({
          title: 'Sign in to CargoDesk',
          action: `/interaction/${match[1]}/login`,
          error: 'Email or password is invalid.',
          email,
        })
        return
      }
      await provider.interactionFinished(req, res, { login: { accountId: account.username } })
      ctx.respond = false
      return
    }
    ctx.status = 405
  })
  return provider
}
