import i18next from 'i18next'
import { setI18n } from 'react-i18next'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { initI18n } from './index'
import { LANGUAGE_KEY } from './locale-files'

describe('initI18n', () => {
  afterEach(() => {
    // React's translations go back to the shared instance the other files of this worker use.
    setI18n(i18next)
    vi.unstubAllGlobals()
    localStorage.clear()
  })

  it("downloads the first screen's files in the stored language only, not English beside them", async () => {
    localStorage.setItem(LANGUAGE_KEY, 'ru')
    const fetched: string[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        fetched.push(String(url))
        return new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } })
      }),
    )
    // An instance of its own: another test file in this worker may have set up the shared one already.
    await initI18n(i18next.createInstance())
    expect(fetched.sort()).toEqual(['/locales/ru/common.json', '/locales/ru/shell.json'])
  })
})
