import { describe, expect, it } from 'vitest'
import { LANGUAGES, NAMESPACES } from './languages'

// Every locale file, read as the app serves it (public/locales/<lng>/<ns>.json).
const files = import.meta.glob<{ default: Record<string, unknown> }>('../../../public/locales/*/*.json', {
  eager: true,
})

function locale(language: string, namespace: string): Record<string, unknown> | undefined {
  return Object.entries(files).find(([path]) => path.endsWith(`/locales/${language}/${namespace}.json`))?.[1]
    .default
}

/** Every leaf key as a dotted path (`menu.orders`), with its text. */
function leaves(tree: Record<string, unknown>, prefix = ''): Map<string, unknown> {
  const found = new Map<string, unknown>()
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (value && typeof value === 'object' && !Array.isArray(value))
      for (const [k, v] of leaves(value as Record<string, unknown>, path)) found.set(k, v)
    else found.set(path, value)
  }
  return found
}

/** A key without its plural suffix (`count_few` → `count`). */
const pluralBase = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '')

const placeholders = (text: unknown) =>
  [...String(text).matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort()

describe('locale files', () => {
  const namespacesOnDisk = new Set(Object.keys(files).map((path) => /\/(\w+)\.json$/.exec(path)?.[1]))

  it('are listed in NAMESPACES, and every namespace exists in every language', () => {
    for (const namespace of namespacesOnDisk) expect(NAMESPACES).toContain(namespace)
    for (const namespace of NAMESPACES)
      for (const language of LANGUAGES)
        expect(locale(language, namespace), `${language}/${namespace}.json`).toBeDefined()
  })

  for (const namespace of NAMESPACES) {
    it(`${namespace}: every key exists in every language, with text and the same placeholders`, () => {
      const trees = Object.fromEntries(
        LANGUAGES.map((language) => [language, leaves(locale(language, namespace) ?? {})]),
      )
      // A plural key's forms differ by language (CLDR: Russian has few and many, English one and other): a key
      // counts once, by its base, and its placeholders are compared with English's other form.
      const bases = (language: string) => new Set([...trees[language]!.keys()].map(pluralBase))
      const allKeys = new Set(LANGUAGES.flatMap((language) => [...bases(language)]))
      for (const language of LANGUAGES) {
        const missing = [...allKeys].filter((key) => !bases(language).has(key))
        expect(missing, `${language}/${namespace}.json lacks`).toEqual([])
        for (const [key, text] of trees[language]!) {
          expect(
            typeof text === 'string' && text.trim() !== '',
            `${language}/${namespace}:${key} is empty`,
          ).toBe(true)
          expect(placeholders(text), `${language}/${namespace}:${key}`).toEqual(
            placeholders(trees.en!.get(key) ?? trees.en!.get(`${pluralBase(key)}_other`)),
          )
        }
      }
    })
  }

  it('leave no English sentence on a Russian or Armenian screen of the shell, sign-in and misc pages', () => {
    // Proper names that stay as they are in every language.
    const sameEverywhere = new Set(['brand', 'company', 'menu.cargoloop', 'search.placeholder'])
    for (const namespace of ['shell', 'auth', 'misc', 'access']) {
      const english = leaves(locale('en', namespace) ?? {})
      for (const language of ['ru', 'am']) {
        const translated = leaves(locale(language, namespace) ?? {})
        const untranslated = [...english]
          .filter(
            ([key, text]) =>
              !sameEverywhere.has(key) && /[A-Za-z]{3,}/.test(String(text).replace(/\{\{\w+\}\}/g, '')),
          )
          .filter(([key, text]) => translated.get(key) === text)
          .map(([key]) => key)
        expect(untranslated, `${language}/${namespace}`).toEqual([])
      }
    }
  })
})
