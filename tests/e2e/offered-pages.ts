import { expect, type Locator, type Page } from './fixtures'
import { navigateInApp } from './helpers'

/**
 * Every page a search box offers, read from the UI (issue 28 item 2). The box lists prefix matches first and at
 * most `limit` entries, so every first character is asked, and a query whose list is full of prefix matches is
 * asked again with each next character, until every title is seen. Typed in the page itself (the value set and
 * an input event, as typing does): hundreds of queries take a moment instead of minutes.
 */
export function everyOffered(
  box: Locator,
  results: { items: string; link?: boolean },
  limit: number,
): Promise<OfferedPage[]> {
  return box.evaluate(
    async (input, { items, link, limit }) => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!
      const ask = async (query: string) => {
        setValue.call(input, query)
        input.dispatchEvent(new Event('input', { bubbles: true }))
        await new Promise((resolve) => setTimeout(resolve))
        return [...document.querySelectorAll(items)].map((item) => ({
          title: (item.textContent ?? '').trim(),
          link: link ? item.getAttribute('href') : null,
        }))
      }
      const alphabet = [..."abcdefghijklmnopqrstuvwxyz0123456789 &()-.,'/"]
      const found = new Map<string, string | null>()
      const queue = alphabet.filter((char) => char.trim() !== '')
      for (let query = queue.shift(); query !== undefined; query = queue.shift()) {
        const shown = await ask(query)
        for (const { title, link } of shown) found.set(`${title}\n${link ?? ''}`, link)
        const full = shown.length >= limit
        if (full && shown.every(({ title }) => title.toLowerCase().startsWith(query)))
          queue.push(...alphabet.map((char) => query + char))
      }
      await ask('')
      return [...found].map(([key, link]) => ({ title: key.split('\n')[0]!, link }))
    },
    { ...results, limit },
  )
}

/** The page opened for what it is: no sign-in, error or not-authorized page instead, nothing still loading. */
export async function expectOpened(page: Page, what: string) {
  await expect(page, what).not.toHaveURL(/\/misc\/(not-authorized|error)|\/auth\/not-auth|\/login$/)
  await expect(page.getByRole('status', { name: /loading/i }), what).toHaveCount(0, { timeout: 15_000 })
  await expect(
    page.getByRole('heading', { name: /You are not authorized|Page not found/ }),
    what,
  ).toHaveCount(0)
}

const escaped = (text: string) => text.replace(/[.?*+^$()[\]{}|\\]/g, '\\$&')

/** A page a search offers: its title, and its link where the search shows one (the bookmark search). */
export interface OfferedPage {
  title: string
  link: string | null
}

/**
 * Reads every page the bookmark search and the global search offer the signed-in user, from the UI, without
 * opening them. `home` is where the global search is opened from when a page has no navbar.
 */
export async function readOfferedPages(
  page: Page,
  home: string,
): Promise<{ bookmarks: OfferedPage[]; search: OfferedPage[] }> {
  // The bookmark search: up to 6 suggestions a query, each a link; read once the bookmarks have arrived.
  await expect(page.getByRole('navigation', { name: 'Bookmarks' }).getByRole('link').first()).toBeVisible()
  await page.getByRole('button', { name: 'Find bookmarks' }).click()
  const dialog = page.getByRole('dialog', { name: 'Find bookmarks' })
  const bookmarks = await everyOffered(
    dialog.getByRole('searchbox', { name: 'Search pages to bookmark' }),
    { items: '[role="dialog"] ul[aria-label="Pages"] a', link: true },
    6,
  )
  await page.keyboard.press('Escape')
  const search = await openGlobalSearch(page, home)
  // The template's pages arrive from the in-browser mock: wait for them before reading.
  await search.fill('a')
  await expect(searchPages(page)).toHaveCount(4)
  const offered = await everyOffered(
    search,
    { items: '[role="group"][aria-labelledby$="-Pages"] [role="option"]' },
    4,
  )
  await page.keyboard.press('Escape')
  return { bookmarks, search: offered }
}

const searchPages = (page: Page) => page.getByRole('group', { name: 'Pages' }).getByRole('option')

async function openGlobalSearch(page: Page, home: string): Promise<Locator> {
  const searchButton = page.getByRole('button', { name: 'Search', exact: true })
  // A page of the blank layout (a sign-in page variant) has no navbar: the search is opened from home.
  if ((await searchButton.count()) === 0) await navigateInApp(page, home)
  await searchButton.click()
  return page.getByRole('combobox', { name: 'Search the app' })
}

/**
 * Chooses each of `titles` in the global search and checks the page it opens is that page, not an error or
 * not-authorized page.
 */
export async function chooseInGlobalSearch(page: Page, home: string, titles: readonly string[]) {
  for (const title of titles) {
    const search = await openGlobalSearch(page, home)
    await search.fill(title)
    await searchPages(page)
      .filter({ hasText: new RegExp(`^${escaped(title)}$`) })
      .first()
      .click()
    await expect(search).toHaveCount(0)
    await expectOpened(page, `global search: ${title}`)
  }
}

/**
 * Opens every page the bookmark search and the global search offer the signed-in user, each read from the UI:
 * the bookmark search's links are followed, the global search's pages are chosen in it. Answers the titles each
 * offered. `home` is where the search is opened from when a page has no navbar.
 */
export async function walkOfferedPages(
  page: Page,
  home: string,
): Promise<{ bookmarks: string[]; search: string[] }> {
  const offered = await readOfferedPages(page, home)
  for (const { title, link } of offered.bookmarks) {
    await navigateInApp(page, link!)
    await expect(page, title).toHaveURL(new RegExp(`${escaped(link!)}$`))
    await expectOpened(page, `bookmark search: ${title} (${link})`)
  }
  // A title the bookmark search offered was opened above (both lists are the same page list, titled alike):
  // only the global search's own pages are chosen here.
  await chooseInGlobalSearch(page, home, onlyInSearch(offered))
  return titlesOf(offered)
}

/** The global search's pages the bookmark search does not offer (both lists are the same page list). */
export function onlyInSearch(offered: { bookmarks: OfferedPage[]; search: OfferedPage[] }): string[] {
  const bookmarked = new Set(offered.bookmarks.map(({ title }) => title))
  return offered.search.map(({ title }) => title).filter((title) => !bookmarked.has(title))
}

export function titlesOf(offered: { bookmarks: OfferedPage[]; search: OfferedPage[] }) {
  return {
    bookmarks: offered.bookmarks.map(({ title }) => title),
    search: offered.search.map(({ title }) => title),
  }
}
