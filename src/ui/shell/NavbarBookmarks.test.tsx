import 'reflect-metadata'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { BookmarkItem, BookmarksPort } from '../../ports/bookmarks-port'
import { initTestI18n } from '../i18n/test-i18n'
import NavbarBookmarks from './NavbarBookmarks'
import { renderShell } from './test-utils'

const page = (id: number, title: string, link: string, isBookmarked: boolean): BookmarkItem => ({
  id,
  title,
  link,
  icon: 'file-text',
  target: `page${id}`,
  isBookmarked,
})

/** 14 bookmarked template pages, then /archive (a back-office page) not bookmarked. */
function fakePort(): BookmarksPort & { pages: BookmarkItem[] } {
  const pages = [
    ...Array.from({ length: 14 }, (_, i) => page(i + 1, `Report ${i + 1}`, `/reports/${i + 1}`, true)),
    page(15, 'Archive', '/archive', false),
  ]
  return {
    pages,
    loadBookmarks: vi.fn(async () => ({
      suggestions: pages.map((p) => ({ ...p })),
      bookmarks: pages.filter((p) => p.isBookmarked).map((p) => ({ ...p })),
    })),
    toggleBookmark: vi.fn(async (id: number) => {
      const found = pages.find((p) => p.id === id)!
      found.isBookmarked = !found.isBookmarked
      return { ...found }
    }),
  }
}

const bar = () => screen.getByRole('navigation', { name: 'Bookmarks' })

describe('navbar bookmarks', { timeout: 20_000 }, () => {
  beforeAll(() => initTestI18n())

  it('shows at most 10 shortcuts and the rest in the overflow dropdown', async () => {
    renderShell(<NavbarBookmarks port={fakePort()} />, '/orders')
    await waitFor(() => expect(within(bar()).getAllByRole('link')).toHaveLength(10))
    expect(within(bar()).getByRole('link', { name: 'Report 1' })).toHaveAttribute('href', '/reports/1')
    await userEvent.click(screen.getByRole('button', { name: 'More bookmarks' }))
    const more = screen.getByRole('menu', { name: 'More bookmarks' })
    expect(
      within(more)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Report 11', 'Report 12', 'Report 13', 'Report 14'])
  })

  it('stars the current page into the bar, in the user language', async () => {
    const port = fakePort()
    renderShell(<NavbarBookmarks port={port} />, '/archive')
    await userEvent.click(await screen.findByRole('button', { name: 'Bookmark Archive' }))
    expect(port.toggleBookmark).toHaveBeenCalledWith(15)
    expect(await screen.findByRole('button', { name: 'Remove the bookmark of Archive' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await userEvent.click(screen.getByRole('button', { name: 'More bookmarks' }))
    expect(
      within(screen.getByRole('menu', { name: 'More bookmarks' })).getByRole('menuitem', { name: 'Archive' }),
    ).toHaveAttribute('href', '/archive')
  })

  it('suggests up to 6 pages while typing, lists every bookmark otherwise, and stars from a suggestion', async () => {
    const port = fakePort()
    renderShell(<NavbarBookmarks port={port} />, '/orders')
    await waitFor(() => expect(within(bar()).getAllByRole('link')).toHaveLength(10))
    await userEvent.click(screen.getByRole('button', { name: 'Find bookmarks' }))
    const dialog = screen.getByRole('dialog', { name: 'Find bookmarks' })
    const list = within(dialog).getByRole('list', { name: 'Pages' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(14)
    await userEvent.type(within(dialog).getByRole('searchbox', { name: 'Search pages to bookmark' }), 'rep')
    expect(within(list).getAllByRole('listitem')).toHaveLength(6)
    await userEvent.clear(within(dialog).getByRole('searchbox'))
    await userEvent.type(within(dialog).getByRole('searchbox'), 'arch')
    expect(within(list).getAllByRole('listitem')).toHaveLength(1)
    await userEvent.click(within(list).getByRole('button', { name: 'Bookmark Archive' }))
    expect(port.toggleBookmark).toHaveBeenCalledWith(15)
    await userEvent.type(within(dialog).getByRole('searchbox'), 'zzz')
    expect(within(list).getByText('No Result')).toBeInTheDocument()
  })
})
