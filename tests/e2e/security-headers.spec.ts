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
  expect(csp.get('script-src'), `${what}: scripts from the app's origin only`).toEqual(["'self'"])
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

test('the page and its scripts are served with the security headers, and the page has no inline script', async ({
  request,
}) => {
  // `/login` is its own file: the sign-in page drawn at build time (scripts/prerender-login.ts).
  const pages = new Map<string, string>()
  for (const path of ['/', '/login']) {
    const page = await request.get(path)
    expect(page.ok()).toBe(true)
    expectSecurityHeaders(page.headers(), path)
    const html = await page.text()
    pages.set(path, html)
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    expect(scripts.length).toBeGreaterThan(0)
    for (const [, attributes, body] of scripts) {
      expect(attributes, `${path}: every script is a file`).toMatch(/\bsrc=/)
      expect(body!.trim(), `${path}: no inline script`).toBe('')
    }
    expect(html, `${path}: no inline event handler`).not.toMatch(/\son[a-z]+\s*=/i)
  }
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
