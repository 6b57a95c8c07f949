import { readFileSync } from 'node:fs'
import { getI18n } from 'react-i18next'
import { describe, expect, it } from 'vitest'
import { renderLoginPage } from './render-login'

const readLocale = (language: string, namespace: string) =>
  JSON.parse(readFileSync(`public/locales/${language}/${namespace}.json`, 'utf8')) as Record<string, unknown>

function parse(html: string): HTMLElement {
  const host = document.createElement('div')
  host.innerHTML = html
  return host
}

describe('the sign-in page drawn at build time', () => {
  const appI18n = getI18n()
  const page = renderLoginPage(readLocale)
  const host = parse(page.html)

  it('is the sign-in page in English, its fields labelled', () => {
    expect(host.querySelector('h1')?.textContent).toMatch(/Welcome/)
    const labels = [...host.querySelectorAll('label')]
    expect(labels.map((label) => label.textContent)).toEqual(['Email', 'Password'])
    for (const label of labels) expect(host.querySelector(`[id="${label.htmlFor}"]`)?.tagName).toBe('INPUT')
    expect(host.querySelector('button[type="submit"]')?.textContent).toBe('Sign in')
  })

  it('has every control of the sign-in card disabled, for the app to enable when it takes over', () => {
    const fieldset = host.querySelector('fieldset')!
    expect(fieldset.disabled).toBe(true)
    const controls = host.querySelectorAll('section input, section button')
    expect(controls.length).toBeGreaterThanOrEqual(6)
    for (const control of controls) expect(fieldset.contains(control)).toBe(true)
  })

  it('gives its fields ids apart from the app, and brings the styles of its styled elements', () => {
    for (const input of host.querySelectorAll('input')) expect(input.id).toMatch(/prerendered-/)
    expect(page.styles).toMatch(/^<style data-styled/)
    // A styled element carries its component's `sc-` class and the generated class its rules are under.
    const generated = [...host.querySelectorAll('[class*="sc-"]')].flatMap((element) =>
      [...element.classList].filter((name) => !name.startsWith('sc-')),
    )
    expect(generated.length).toBeGreaterThan(5)
    for (const name of generated) expect(page.styles).toContain(`.${name}`)
  })

  it('leaves the default translation instance of React components as it was', () => {
    // The unit tests share one process: the page's own English-only instance must not become everyone's.
    expect(getI18n()).toBe(appI18n)
  })
})
