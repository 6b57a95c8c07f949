/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked field by field below */
import { describe, expect, it } from 'vitest'
import { call, mockEachTest } from '../../../testing/in-browser-mock'

mockEachTest()
import { SIDE_MENU } from '../../../domain/access'

const TEMPLATE_LINKS = [
  '/dashboard/analytics',
  '/',
  '/apps/email',
  '/apps/chat',
  '/apps/todo',
  '/calendar',
  '/apps/kanban',
  '/apps/roles',
  '/apps/permissions',
  '/apps/invoice/list',
  '/apps/invoice/preview',
  '/apps/invoice/edit',
  '/apps/invoice/add',
  '/apps/ecommerce/shop',
  '/apps/ecommerce/product-detail',
  '/apps/ecommerce/wishlist',
  '/apps/ecommerce/checkout',
  '/apps/user/list',
  '/apps/user/view',
  '/pages/login-basic',
  '/pages/login-cover',
  '/pages/register-basic',
  '/pages/register-cover',
  '/pages/forgot-password-basic',
  '/pages/forgot-password-cover',
  '/pages/reset-password-basic',
  '/pages/reset-password-cover',
  '/pages/verify-email-basic',
  '/pages/verify-email-cover',
  '/pages/two-steps-basic',
  '/pages/two-steps-cover',
  '/pages/account-settings',
  '/pages/profile',
  '/pages/faq',
  '/pages/knowledge-base',
  '/pages/pricing',
  '/pages/blog/list',
  '/pages/blog/detail',
  '/pages/blog/edit',
  '/pages/license',
  '/pages/api-key',
  '/pages/modal-examples',
  '/misc/coming-soon',
  '/misc/not-authorized',
  '/misc/maintenance',
  '/misc/error',
  '/access-control',
  '/colors',
  '/icons',
]
const BACKOFFICE_LINKS = [
  '/customers',
  '/suspended',
  '/orders',
  '/archive',
  '/invoices',
  '/payments',
  '/beneficiaries',
  '/cargoloop/pending',
  '/cargoloop/cancelled',
  '/cargoloop/vehicles',
  '/cargoloop/local_transportations',
  '/cargoloop/containers',
  '/terminals',
  '/cities',
  '/states',
  '/countries',
  '/payment_types',
  '/service_types',
  '/discount_types',
  '/invoice_types',
  '/rules',
]

describe('global search and bookmarks', () => {
  it('GET /api/main-search/data answers Pages, Files and Contacts, 4 results each', async () => {
    const { status, body } = await call('/api/main-search/data')
    expect(status).toBe(200)
    expect(body.searchArr.map((g: any) => [g.groupTitle, g.searchLimit])).toEqual([
      ['Pages', 4],
      ['Files', 4],
      ['Contacts', 4],
    ])
    const [pages, files, contacts] = body.searchArr
    for (const page of pages.data)
      expect(page).toEqual({
        id: expect.any(Number),
        target: expect.any(String),
        title: expect.any(String),
        icon: expect.any(String),
        link: expect.stringMatching(/^\//),
        isBookmarked: expect.any(Boolean),
      })
    expect(new Set(pages.data.map((p: any) => p.id)).size).toBe(pages.data.length)
    for (const file of files.data)
      expect(file).toEqual({
        title: expect.any(String),
        by: expect.any(String),
        size: expect.any(String),
        file: expect.stringMatching(/^data:/),
      })
    for (const contact of contacts.data)
      expect(contact).toEqual({
        title: expect.any(String),
        email: expect.stringContaining('@'),
        img: expect.stringMatching(/^data:/),
        date: expect.any(String),
      })
  })

  it('Pages hold the template routes and every back-office side-menu page', async () => {
    const pages: any[] = (await call('/api/main-search/data')).body.searchArr[0].data
    const links = pages.map((p) => p.link)
    for (const link of [...TEMPLATE_LINKS, ...BACKOFFICE_LINKS]) expect(links).toContain(link)
    for (const item of SIDE_MENU.flatMap((g) => g.items)) expect(links).toContain(item.path)
    expect(pages.find((p) => p.link === '/orders')).toMatchObject({ title: 'Orders', target: 'orders' })
    expect(pages.find((p) => p.link === '/archive')?.title).toBe('Archive')
  })

  it('GET /api/bookmarks/data answers every page as suggestions and the bookmarked ones', async () => {
    const { body } = await call('/api/bookmarks/data')
    const pages = (await call('/api/main-search/data')).body.searchArr[0].data
    expect(body.suggestions).toEqual(pages)
    expect(body.bookmarks).toEqual(pages.filter((p: any) => p.isBookmarked))
    expect(body.bookmarks.length).toBeGreaterThan(0)
  })

  it('POST /api/bookmarks/update toggles isBookmarked and answers the page', async () => {
    const { body: before } = await call('/api/bookmarks/data')
    const target = before.suggestions.find((p: any) => !p.isBookmarked)
    const on = await call('/api/bookmarks/update', 'POST', { id: target.id })
    expect(on.status).toBe(200)
    expect(on.body).toEqual({ ...target, isBookmarked: true })
    expect((await call('/api/bookmarks/data')).body.bookmarks.map((p: any) => p.id)).toContain(target.id)
    const searchPages = (await call('/api/main-search/data')).body.searchArr[0].data
    expect(searchPages.find((p: any) => p.id === target.id).isBookmarked).toBe(true)

    const off = await call('/api/bookmarks/update', 'POST', { id: target.id })
    expect(off.body.isBookmarked).toBe(false)
    expect((await call('/api/bookmarks/data')).body.bookmarks).toEqual(before.bookmarks)
    expect((await call('/api/bookmarks/update', 'POST', { id: 9999 })).status).toBe(404)
  })
})
