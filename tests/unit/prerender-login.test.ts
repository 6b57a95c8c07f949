import { describe, expect, it } from 'vitest'
import { withPrerenderedPage } from '../../scripts/prerender-login'
import { prerenderGuardScript } from '../../src/composition/prerender-guard'

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <title>App</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
  </head>
  <body>
    <div id="root"><div class="boot"></div></div>
  </body>
</html>`

describe('login.html from index.html', () => {
  const html = withPrerenderedPage(
    INDEX,
    { html: '<main>Sign in</main>', styles: '<style data-styled>.a{content:"$&"}</style>' },
    'guard($&)\n',
  )

  it('runs the guard inline, exactly as given, and brings the styles in the head, the app entry unchanged', () => {
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head).toContain('<script>guard($&)\n</script>')
    expect(head).toContain('<style data-styled>.a{content:"$&"}</style>')
    expect(head).toContain('#prerendered~#root{display:none}')
    expect(head).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>')
    expect(head.indexOf('guard(')).toBeLessThan(head.indexOf('index-1.js'))
  })

  it('puts the page before the app root, which keeps its loading spinner', () => {
    const body = html.slice(html.indexOf('<body>'))
    expect(body.indexOf('<div id="prerendered" aria-busy="true"><main>Sign in</main></div>')).toBeGreaterThan(
      0,
    )
    expect(body.indexOf('<div id="prerendered"')).toBeLessThan(body.indexOf('<div id="root">'))
    expect(body).toContain('<div class="boot"></div>')
  })

  it('refuses an index.html it cannot place the page in, and a guard that would end its script early', () => {
    expect(() => withPrerenderedPage('<html></html>', { html: '', styles: '' }, 'g()')).toThrow(
      /head or body/,
    )
    expect(() => withPrerenderedPage(INDEX, { html: '', styles: '' }, 'a="</SCRIPT>"')).toThrow(/<\/script>/)
  })
})

/** Runs the guard as the browser would in the head of login.html, and answers whether the page stays on. */
function prerenderStaysOn(stored: Record<string, string>): boolean {
  const attributes = new Map<string, string>()
  const window = { localStorage: { getItem: (key: string) => stored[key] ?? null } }
  const document = {
    documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
  }
  new Function('window', 'document', prerenderGuardScript())(window, document)
  return attributes.get('data-prerender') !== 'off'
}

describe('the guard of the prerendered sign-in page', () => {
  it('keeps the page for a visitor with no saved choices, or with the defaults saved', () => {
    expect(prerenderStaysOn({})).toBe(true)
    expect(
      prerenderStaysOn({ language: 'en', skin: '"light"', direction: '"ltr"', menuCollapsed: 'true' }),
    ).toBe(true)
  })

  it('turns it off for another language, skin or direction, which the page was not drawn in', () => {
    expect(prerenderStaysOn({ language: 'ru' })).toBe(false)
    expect(prerenderStaysOn({ language: 'am' })).toBe(false)
    expect(prerenderStaysOn({ skin: '"dark"' })).toBe(false)
    expect(prerenderStaysOn({ skin: '"bordered"' })).toBe(false)
    expect(prerenderStaysOn({ direction: '"rtl"' })).toBe(false)
  })

  it('turns it off for a stored session: the app sends a signed-in user on from /login', () => {
    expect(prerenderStaysOn({ accessToken: 'a.b.c' })).toBe(false)
    expect(prerenderStaysOn({ refreshToken: 'r' })).toBe(false)
  })

  it('turns it off when local storage cannot be read', () => {
    const attributes = new Map<string, string>()
    const window = {
      get localStorage(): never {
        throw new Error('SecurityError')
      },
    }
    const document = { documentElement: { setAttribute: (n: string, v: string) => attributes.set(n, v) } }
    new Function('window', 'document', prerenderGuardScript())(window, document)
    expect(attributes.get('data-prerender')).toBe('off')
  })
})
