import { DEFAULT_LANGUAGE, isLanguage } from './languages.ts'

export const LANGUAGE_KEY = 'language'

/** The language chosen last time (local storage `language`), else English. */
export function storedLanguage(): string {
  try {
    const stored = localStorage.getItem(LANGUAGE_KEY)
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE
  } catch {
    return DEFAULT_LANGUAGE
  }
}

const requests = new Map<string, Promise<Record<string, unknown>>>()

/**
 * One namespace's translations (`/locales/<lng>/<ns>.json`), fetched once: an early request (`prefetch.ts`) and
 * i18next's own share it; a failed one is tried again on the next ask.
 */
export function fetchLocale(language: string, namespace: string): Promise<Record<string, unknown>> {
  const key = `${language}/${namespace}`
  let request = requests.get(key)
  if (!request) {
    request = fetch(`${import.meta.env.BASE_URL}locales/${key}.json`).then(async (response) => {
      if (!response.ok) throw new Error(`locale ${key}: HTTP ${response.status}`)
      return (await response.json()) as Record<string, unknown>
    })
    request.catch(() => requests.delete(key))
    requests.set(key, request)
  }
  return request
}

/**
 * Starts fetching these namespaces in the stored language, ahead of i18next, which then shares the requests (a
 * failure is left for i18next's own ask to retry and report).
 */
export function prefetchLocales(namespaces: readonly string[]): void {
  for (const namespace of namespaces) void fetchLocale(storedLanguage(), namespace).catch(() => undefined)
}

/** The namespaces every screen needs before it can render (i18next's `ns`). */
export const FIRST_NAMESPACES = ['common', 'shell']
