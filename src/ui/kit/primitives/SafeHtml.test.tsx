import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { SafeHtml, sanitizeHtml } from './SafeHtml'

describe('SafeHtml', () => {
  it('keeps formatting and drops scripts, handlers and javascript: links', () => {
    const html =
      '<p><strong>Bold</strong> <em>it</em></p><script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">x</a>'
    const clean = sanitizeHtml(html)
    expect(clean).toContain('<strong>Bold</strong>')
    expect(clean).not.toMatch(/script|onerror|javascript:/)
  })

  it('renders the sanitised HTML in the chosen element', () => {
    const { container } = render(
      <SafeHtml as="span" className="x" html={'<b>hi</b><img src=x onerror="alert(1)">'} />,
    )
    const span = container.querySelector('span.x')!
    expect(span.querySelector('b')?.textContent).toBe('hi')
    expect(span.querySelector('img')?.getAttribute('onerror')).toBeNull()
  })
})
