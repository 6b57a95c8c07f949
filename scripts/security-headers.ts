import { createHash } from 'node:crypto'

/**
 * The HTTP security headers the app is served with (vite.config.ts: `preview.headers` for the production build,
 * `server.headers` for the dev server). See decision 0172.
 *
 * Content-Security-Policy of the production build:
 * - scripts: 'self' and, by its SHA-256 hash, the one inline script of the build: the guard in the head of
 *   login.html (scripts/prerender-login.ts), which must run before the first paint without a round trip. A hash
 *   allows that exact text and nothing else, so an injected script still does not run; no 'unsafe-inline';
 * - styles: 'self' 'unsafe-inline': styled-components injects <style> elements at run time (and index.html
 *   carries the boot spinner's <style>); CSS cannot run script in today's browsers, so this is the accepted gap;
 * - connect: 'self' (locale files, the in-browser mock's /api and /jwt calls), the API origin (VITE_API_URL) and
 *   the single sign-on provider's origin when public/sso.json names one (discovery and token calls);
 * - images: 'self' data: blob: and the API origin (vehicle photos and stored documents are served by the API);
 * - fonts 'self'; workers 'self' (the service worker /sw.js); no plugins (object-src 'none');
 *   frame-ancestors 'none' (no framing, with X-Frame-Options: DENY for older browsers); base-uri and
 *   form-action 'self'.
 *
 * The dev server adds what Vite's dev mode needs and nothing else: 'unsafe-inline' scripts for the React Refresh
 * preamble Vite writes inline into index.html, and ws:/wss: to the dev server for hot module replacement.
 */
export interface SecurityHeaderOptions {
  /** The API server's URL (VITE_API_URL); only its origin is used. */
  apiUrl: string
  /** The dev server's relaxations (inline React Refresh preamble, HMR web socket). */
  dev?: boolean
  /** The identity provider of single sign-on (public/sso.json `authority`): the app fetches its discovery and token endpoints. */
  ssoAuthority?: string
  /** The text of each inline script the built pages carry (allowed by hash; not in the dev server's policy). */
  inlineScripts?: readonly string[]
}

export const DEFAULT_API_URL = 'http://localhost:8080'

/** The CSP source that allows exactly this inline script: `'sha256-<base64 of its SHA-256>'`. */
export function scriptHashSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`
}

export function contentSecurityPolicy({
  apiUrl,
  dev = false,
  ssoAuthority,
  inlineScripts = [],
}: SecurityHeaderOptions): string {
  const api = new URL(apiUrl).origin
  const sso = ssoAuthority ? [new URL(ssoAuthority).origin] : []
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // A hash next to 'unsafe-inline' would turn 'unsafe-inline' off, which the dev server needs.
    'script-src': dev ? ["'self'", "'unsafe-inline'"] : ["'self'", ...inlineScripts.map(scriptHashSource)],
    'style-src': ["'self'", "'unsafe-inline'"],
    'connect-src': dev ? ["'self'", api, ...sso, 'ws:', 'wss:'] : ["'self'", api, ...sso],
    'img-src': ["'self'", 'data:', 'blob:', api],
    'font-src': ["'self'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  }
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ')
}

export function securityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
  }
}

/** The `authority` of public/sso.json, when the file is there and names one. */
export function ssoAuthorityOf(json: string | undefined): string | undefined {
  if (!json) return undefined
  try {
    const authority = (JSON.parse(json) as { authority?: unknown }).authority
    return typeof authority === 'string' && authority ? authority : undefined
  } catch {
    return undefined
  }
}
