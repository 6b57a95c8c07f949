import { STORAGE_KEYS } from '../adapters/browser/local-session-storage.ts'
import { DEFAULT_LAYOUT, type PersistedKey } from '../domain/layout/index.ts'
import { DEFAULT_LANGUAGE } from '../ui/i18n/languages.ts'
import { LANGUAGE_KEY } from '../ui/i18n/locale-files.ts'

/**
 * The classic script in the head of a prerendered page, run before its first paint. The page was drawn for a
 * visitor with no saved choices; anyone else (another language, skin or direction, or a stored session, which
 * the app will send on from /login) sees the usual loading spinner instead of a page that would change under
 * them. Inline in the page, so that the first paint waits for no request: the Content-Security-Policy allows
 * this text by its hash (scripts/security-headers.ts).
 */
export function prerenderGuardScript(): string {
  const stored = (key: string) => `s.getItem(${JSON.stringify(key)})`
  const isDefault = (key: string, value: string) =>
    `(${stored(key)}===null||${stored(key)}===${JSON.stringify(value)})`
  const conditions = [
    `!${stored(STORAGE_KEYS.accessToken)}`,
    `!${stored(STORAGE_KEYS.refreshToken)}`,
    isDefault(LANGUAGE_KEY, DEFAULT_LANGUAGE),
    // The layout choices are stored as JSON (local-preferences.ts).
    isDefault('skin' satisfies PersistedKey, JSON.stringify(DEFAULT_LAYOUT.skin)),
    isDefault('direction' satisfies PersistedKey, JSON.stringify(DEFAULT_LAYOUT.direction)),
  ]
  return (
    `(function(){var on=false;try{var s=window.localStorage;on=${conditions.join('&&')}}catch(e){}` +
    `if(!on)document.documentElement.setAttribute('data-prerender','off')})()\n`
  )
}
