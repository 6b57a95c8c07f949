import DOMPurify from 'dompurify'
import { useMemo, type HTMLAttributes } from 'react'

export interface SafeHtmlProps extends Omit<
  HTMLAttributes<HTMLElement>,
  'children' | 'dangerouslySetInnerHTML'
> {
  /** HTML from a user or a server: sanitised with DOMPurify before it renders. */
  html: string
  as?: 'div' | 'span' | 'article' | 'section'
}

/**
 * Outside HTML never restyles the page or asks for input: DOMPurify's HTML profile keeps `<style>`, inline
 * `style` (overlays over the app, CSS `url()`; the app's CSP has to allow inline styles for styled-components)
 * and form controls (a fake sign-in form); rich text (Tiptap) needs none of them.
 */
const FORBID_TAGS = ['style', 'form', 'input', 'button', 'textarea', 'select', 'option']
const FORBID_ATTR = ['style']

/** Sanitises HTML with DOMPurify (no scripts, event handlers, javascript: links, styles or forms). */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS, FORBID_ATTR })
}

/** The one place HTML from outside is rendered: always sanitised. */
export function SafeHtml({ html, as: Tag = 'div', ...rest }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html])
  return <Tag {...rest} dangerouslySetInnerHTML={{ __html: clean }} />
}
