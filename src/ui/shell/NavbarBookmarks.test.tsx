import '@abraham/reflection'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { BookmarkItem, BookmarksPort } from '../../ports/bookmarks-port'
import { initTestI18n } from '../../testing/i18n'
import NavbarBookmarks from './NavbarBookmarks'
import { ROUTES, SIDE_MENU } from '../../domain/access'
import { opensScreen } from './opens-screen'
import { renderShell } from '../../testing/render-shell'
import { userOf } from '../../testing/users'

const page = (id: number, title: string, link: string, isBookmarked: boolean): BookmarkItem => ({
  id,
  title,
  link,
  icon: 'file-text',
  target: `page${id}`,
  isBookmarked,
})

const admin = userOf('admin')
const MENU_PATHS = new Set(SIDE_MENU.flatMap((group) => group.items).map((item) => item.path))
/** 14 pages of the route table the admin opens (no params, not in the menu, so titled by the data). */
const LINKS = ROUTES.map((route) => route.path)
  .filter((path) => !path.includes(':') && !MENU_PATHS.has(path) && opensScreen(path, admin))
  .slice(0, 14)

/** 14 bookmarked pages, then /archive (a back-office page) not bookmarked. */
function fakePort(): BookmarksPort & { pages: BookmarkItem[] } {
  const pages = [
    ...LINKS.map((link, i) => page(i + 1, `Report ${i + 1}`, link, true)),
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
    renderShell(<NavbarBookmarks port={fakePort()} userData={admin} />, '/orders')
    await waitFor(() => expect(within(bar()).getAllByRole('link')).toHaveLength(10))
    expect(within(bar()).getByRole('link', { name: 'Report 1' })).toHaveAttribute('href', LINKS[0])
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
    renderShell(<NavbarBookmarks port={port} userData={admin} />, '/archive')
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
    renderShell(<NavbarBookmarks port={port} userData={admin} />, '/orders')
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

  it('offers the client only the bookmarks and pages it can open', async () => {
    const pages = [
      page(1, 'Orders', '/orders', true),
      page(2, 'Customers', '/customers', true),
      page(3, 'Access Control', '/access-control', true),
      page(4, 'Calendar', '/calendar', false),
      page(5, 'Analytics', '/dashboard/analytics', false),
      page(6, 'Error', '/misc/error', true),
    ]
    const port: BookmarksPort = {
      loadBookmarks: async () => ({ suggestions: pages, bookmarks: pages.filter((p) => p.isBookmarked) }),
      toggleBookmark: vi.fn(),
    }
    renderShell(<NavbarBookmarks port={port} userData={userOf('client')} />, '/access-control')
    await waitFor(() => expect(within(bar()).getAllByRole('link')).toHaveLength(1))
    expect(within(bar()).getByRole('link', { name: 'Access Control' })).toHaveAttribute(
      'href',
      '/access-control',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Find bookmarks' }))
    const dialog = screen.getByRole('dialog', { name: 'Find bookmarks' })
    await userEvent.type(within(dialog).getByRole('searchbox', { name: 'Search pages to bookmark' }), 'a')
    const list = within(dialog).getByRole('list', { name: 'Pages' })
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/access-control', '/calendar'])
  })
})
