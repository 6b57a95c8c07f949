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

/** Sanitises HTML with DOMPurify (no scripts, event handlers or javascript: links). */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } })
}

/** The one place HTML from outside is rendered: always sanitised. */
export function SafeHtml({ html, as: Tag = 'div', ...rest }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html])
  return <Tag {...rest} dangerouslySetInnerHTML={{ __html: clean }} />
}
