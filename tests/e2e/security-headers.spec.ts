import { createHash } from 'node:crypto'
import { expect, test } from './fixtures'
import { API_URL } from './helpers'

/**
 * The production build's HTTP security headers (issue 14 item 8), as `vite preview` sends them
 * (vite.config.ts `preview.headers`, built by scripts/security-headers.ts), and the API's CORS.
 */

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  )
}

function expectSecurityHeaders(headers: Record<string, string>, what: string) {
  expect(headers['x-content-type-options'], what).toBe('nosniff')
  expect(headers['x-frame-options'], what).toBe('DENY')
  expect(['strict-origin-when-cross-origin', 'same-origin', 'no-referrer', 'strict-origin']).toContain(
    headers['referrer-policy'],
  )
  const csp = directives(headers['content-security-policy'] ?? '')
  const [self, ...hashes] = csp.get('script-src') ?? []
  expect(self, `${what}: scripts from the app's origin`).toBe("'self'")
  for (const source of hashes)
    expect(source, `${what}: and inline scripts only by their hash`).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/)
  expect(csp.get('default-src')).toEqual(["'self'"])
  expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"])
  expect(csp.get('connect-src')).toEqual(expect.arrayContaining(["'self'", new URL(API_URL).origin]))
  expect(csp.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:']))
  expect(csp.get('font-src')).toEqual(["'self'"])
  expect(csp.get('worker-src')).toEqual(["'self'"])
  expect(csp.get('object-src')).toEqual(["'none'"])
  expect(csp.get('frame-ancestors')).toEqual(["'none'"])
  for (const [name, sources] of csp)
    expect(sources, `${what}: ${name} allows no eval and no wildcard`).not.toEqual(
      expect.arrayContaining(["'unsafe-eval'", '*']),
    )
}

/** The CSP source a browser matches an inline script's text against. */
const hashSource = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`

test('the pages and their scripts are served with the security headers; an inline script runs only by its hash', async ({
  request,
}) => {
  // `/login` is its own file: the sign-in page drawn at build time, with its guard inline (scripts/prerender-login.ts).
  const inlineScriptsOf = new Map<string, string[]>()
  const pages = new Map<string, string>()
  for (const path of ['/', '/login']) {
    const page = await request.get(path)
    expect(page.ok()).toBe(true)
    expectSecurityHeaders(page.headers(), path)
    const html = await page.text()
    pages.set(path, html)
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    expect(scripts.length).toBeGreaterThan(0)
    const inline = scripts.filter(([, attributes]) => !/\bsrc=/.test(attributes!)).map(([, , body]) => body!)
    for (const [, attributes, body] of scripts)
      if (/\bsrc=/.test(attributes!))
        expect(body!.trim(), `${path}: a script file has no inline body`).toBe('')
    const allowed = directives(page.headers()['content-security-policy']!).get('script-src')!
    for (const script of inline)
      expect(allowed, `${path}: the policy allows its inline script by hash`).toContain(hashSource(script))
    inlineScriptsOf.set(path, inline)
    expect(html, `${path}: no inline event handler`).not.toMatch(/\son[a-z]+\s*=/i)
  }
  // The app's page has none; the sign-in page has one, the guard that runs before its first paint.
  expect(inlineScriptsOf.get('/')).toEqual([])
  expect(inlineScriptsOf.get('/login')).toHaveLength(1)
  expect(inlineScriptsOf.get('/login')![0]).toContain('data-prerender')
  const asset = /<script\b[^>]*\bsrc="([^"]+\.js)"/.exec(pages.get('/')!)![1]!
  const script = await request.get(asset)
  expect(script.ok()).toBe(true)
  expect(script.headers()['content-type']).toMatch(/javascript/)
  expectSecurityHeaders(script.headers(), asset)

  // A deep link answered by the single-page fallback carries them too.
  expectSecurityHeaders((await request.get('/orders/1/view')).headers(), '/orders/1/view')
})

test("the API answers the app's origin and no other (CORS)", async ({ request }) => {
  const preflight = (origin: string) =>
    request.fetch(`${API_URL}/cargo.services.OrderService/ListOrders`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    })
  const app = await preflight('http://localhost:4173')
  expect(app.headers()['access-control-allow-origin']).toBe('http://localhost:4173')
  const foreign = await preflight('http://evil.example')
  expect(foreign.headers()['access-control-allow-origin']).toBeUndefined()
})
