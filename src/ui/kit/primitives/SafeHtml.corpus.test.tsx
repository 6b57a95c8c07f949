import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { XSS_CORPUS } from '../../../../tests/security/xss-corpus'
import { SafeHtml, sanitizeHtml } from './SafeHtml'

/** Elements that run script, load other documents or change where the page's links and forms go. */
const DANGEROUS_ELEMENTS = 'script, iframe, frame, object, embed, base, meta, link, form, style, noscript'
/** Attributes holding a URL the browser may load or navigate to. */
const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'data', 'xlink:href', 'srcdoc', 'background']

/** What is left of the HTML after sanitising, parsed as the browser would: every way left to run script. */
function dangersIn(clean: string): string[] {
  const root = document.createElement('div')
  root.innerHTML = clean
  const found: string[] = []
  for (const element of root.querySelectorAll(DANGEROUS_ELEMENTS)) found.push(`<${element.localName}>`)
  for (const element of root.querySelectorAll('*')) {
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase()
      const value = [...attribute.value]
        .filter((c) => c.charCodeAt(0) > 0x20)
        .join('')
        .toLowerCase()
      if (name.startsWith('on')) found.push(`${element.localName}[${name}]`)
      // User content never restyles the page: no inline styles (CSS expressions, overlays, url()).
      if (name === 'style') found.push(`${element.localName}[style]`)
      if (URL_ATTRIBUTES.includes(name) && /^(javascript|vbscript|data):/.test(value))
        found.push(`${element.localName}[${name}=${attribute.value}]`)
    }
  }
  return found
}

describe('SafeHtml over the XSS corpus', () => {
  it.each(XSS_CORPUS.map((payload) => [payload.id, payload.html]))('strips %s', (_id, html) => {
    expect(dangersIn(sanitizeHtml(html))).toEqual([])
  })

  it('strips the whole corpus at once, and what renders has no handler, script or javascript: URL', () => {
    const all = XSS_CORPUS.map((payload) => payload.html).join('\n')
    const { container } = render(<SafeHtml html={all} />)
    expect(dangersIn(container.innerHTML)).toEqual([])
  })

  it('keeps the rich text the editor writes', () => {
    const html =
      '<p><strong>b</strong> <em>i</em> <s>s</s></p><ul><li><p>one</p></li></ul><ol><li><p>two</p></li></ol><a href="https://example.com">link</a>'
    expect(sanitizeHtml(html)).toBe(html)
  })
})
