import { afterEach, describe, expect, it, vi } from 'vitest'
import { initI18n } from './index'
import { LANGUAGE_KEY } from './locale-files'

describe('initI18n', () => {
  afterEach(() => {
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
    await initI18n()
    expect(fetched.sort()).toEqual(['/locales/ru/common.json', '/locales/ru/shell.json'])
  })
})
