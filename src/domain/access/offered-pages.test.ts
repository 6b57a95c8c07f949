import { describe, expect, it } from 'vitest'
import { abilityRulesFor, abilityRulesForRole, can } from './ability'
import { STARTING_BOOKMARKS, offersPage as offersPageWith, type Asker } from './offered-pages'

/** The rule asked with the domain's `can` over the asker's stored rules (the app asks CASL, held to it). */
const offersPage = (link: string, asker: Asker) =>
  offersPageWith(link, asker, (action, subject) =>
    can(abilityRulesFor(asker as Parameters<typeof abilityRulesFor>[0]), action, subject),
  )

const user = (role: string, username = role) => ({ role, username, ability: abilityRulesForRole(role) })
const admin = user('admin')
const client = user('client')
const customer = user('customer', 'c1001')

describe('offersPage', () => {
  it('offers the admin every page of the route table, with or without a query', () => {
    for (const link of [
      '/orders',
      '/customers',
      '/apps/email',
      '/calendar',
      '/access-control',
      '/orders?page=2',
    ])
      expect(offersPage(link, admin), link).toBe(true)
  })

  it('offers the client none of the back office pages its rules do not open', () => {
    for (const link of [
      '/customers',
      '/orders',
      '/invoices',
      '/payments',
      '/apps/email',
      '/dashboard/analytics',
    ])
      expect(offersPage(link, client), link).toBe(false)
    expect(offersPage('/access-control', client)).toBe(true)
    expect(offersPage('/calendar', client)).toBe(true)
  })

  it('offers a customer its own profile and not another customer', () => {
    expect(offersPage('/customers/C1001/view', customer)).toBe(true)
    expect(offersPage('/orders', customer)).toBe(false)
  })

  it('never offers a path missing from the route table, a status page, or anything to nobody', () => {
    expect(offersPage('/no/such/page', admin)).toBe(false)
    for (const link of ['/misc/error', '/misc/not-authorized', '/misc/coming-soon', '/misc/maintenance'])
      expect(offersPage(link, admin), link).toBe(false)
    expect(offersPage('/orders', null)).toBe(false)
  })

  it('never offers a signed-in user a page that sends them home (sign-in, register)', () => {
    expect(offersPage('/login', admin)).toBe(false)
    expect(offersPage('/pages/login-basic', admin)).toBe(true)
  })

  it('leaves every role some starting bookmarks it can open', () => {
    for (const who of [admin, client, customer])
      expect(STARTING_BOOKMARKS.filter((link) => offersPage(link, who)).length, who.role).toBeGreaterThan(0)
    expect(STARTING_BOOKMARKS.filter((link) => offersPage(link, client))).toEqual([
      '/calendar',
      '/access-control',
    ])
  })
})
