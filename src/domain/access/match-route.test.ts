import { describe, expect, it } from 'vitest'
import {
  ADMIN_ABILITY_RULES,
  can,
  CLIENT_ABILITY_RULES,
  CUSTOMER_ABILITY_RULES,
  type AbilityRule,
} from './ability'
import { decideRoute, matchPattern, matchRoute, matchRoutes } from './match-route'
import { ROUTES } from './route-table'

describe('route table', () => {
  it('has unique ids and the spec paths', () => {
    const ids = ROUTES.map((r) => r.id)
    expect(new Set(ids).size).toBe(ids.length)
    const paths = ROUTES.map((r) => r.path)
    for (const path of [
      '/invoices/:id/print',
      '/payments/:id/edit',
      '/orders/:orderId/payments/-/add',
      '/cargoloop/vehicles/:id/orders/-/add',
      '/customers/:customerId/invoices/-/add',
      '/suspended/:id/view',
      '/rules',
      '/countries',
      '/access-control',
      '/calendar',
      '/auth/not-auth',
    ]) {
      expect(paths).toContain(path)
    }
  })

  it('carries the spec permissions', () => {
    const at = (path: string) => matchRoute(path)?.route
    expect(at('/invoices/7/edit')).toMatchObject({ resource: 'invoices', action: 'manage' })
    expect(at('/payments/3/edit')).toMatchObject({ resource: 'payment_orders', action: 'manage' })
    expect(at('/orders/4/edit')).toMatchObject({ resource: 'orders', action: 'modify' })
    expect(at('/orders/-/add')).toMatchObject({ resource: 'orders', action: 'add' })
    expect(at('/beneficiaries')).toMatchObject({ resource: 'invoice_payees', action: 'read' })
    expect(at('/invoices/7/print')).toMatchObject({ layout: 'blank', resource: 'invoices' })
    expect(at('/calendar')).toMatchObject({ resource: null, public: false })
    expect(at('/login')).toMatchObject({ layout: 'blank', public: true, restricted: true })
    expect(at('/misc/error')).toMatchObject({ layout: 'blank', public: true, restricted: false })
    expect(at('/access-control')).toMatchObject({ resource: 'ACL', action: 'read' })
  })
})

describe('matchPattern and matchRoute', () => {
  it('reads params and ignores query, hash and trailing slash', () => {
    expect(matchPattern('/orders/:id/view', '/orders/42/view/?tab=2#x')).toEqual({ id: '42' })
    expect(matchPattern('/orders/:id/view', '/orders/42/edit')).toBeNull()
    expect(matchPattern('/customers/:id/view', '/customers/C%201/view')).toEqual({ id: 'C 1' })
    expect(matchPattern('/a/:id', '/a/%E0%A4%A')).toEqual({ id: '%E0%A4%A' })
  })

  it('tells literal "-" routes from id routes', () => {
    expect(matchRoute('/invoices/-/add')?.route.id).toBe('invoiceAdd')
    expect(matchRoute('/invoices/12/view')?.route.id).toBe('invoiceView')
    expect(matchRoute('/orders/5/invoices/-/add')).toMatchObject({
      route: { id: 'orderInvoiceAdd' },
      params: { orderId: '5' },
    })
  })

  it('finds both entries of the customer view', () => {
    expect(matchRoutes('/customers/C1001/view').map((m) => m.route.resource)).toEqual([
      'users',
      'customer-profile',
    ])
  })

  it('finds nothing for an unknown path', () => {
    expect(matchRoute('/nowhere')).toBeUndefined()
    expect(matchRoute('/')).toBeUndefined()
  })
})

describe('decideRoute', () => {
  const session = (rules: AbilityRule[] | null, home = '/orders') => ({
    signedIn: rules !== null,
    home,
    can: (action: string, subject: string) => can(rules ?? [], action, subject),
  })

  it('lets the admin in everywhere', () => {
    expect(decideRoute('/payments/1/edit', session([...ADMIN_ABILITY_RULES])).kind).toBe('allow')
  })

  it('sends a stranger to the login, but lets them see public pages', () => {
    expect(decideRoute('/orders', session(null))).toEqual({ kind: 'redirect', to: '/login' })
    expect(decideRoute('/calendar', session(null))).toEqual({ kind: 'redirect', to: '/login' })
    expect(decideRoute('/login', session(null)).kind).toBe('allow')
    expect(decideRoute('/misc/not-authorized', session(null)).kind).toBe('allow')
  })

  it('sends a signed-in user away from the login to their home', () => {
    expect(decideRoute('/login', session([...CLIENT_ABILITY_RULES], '/access-control'))).toEqual({
      kind: 'redirect',
      to: '/access-control',
    })
  })

  it('sends a user without permission to not-authorized', () => {
    expect(decideRoute('/orders', session([...CLIENT_ABILITY_RULES]))).toEqual({
      kind: 'redirect',
      to: '/misc/not-authorized',
    })
    expect(decideRoute('/access-control', session([...CLIENT_ABILITY_RULES])).kind).toBe('allow')
  })

  it('lets a customer in to the profile through the second entry', () => {
    const decision = decideRoute('/customers/C1001/view', session([...CUSTOMER_ABILITY_RULES]))
    expect(decision).toMatchObject({ kind: 'allow', match: { route: { id: 'customerProfile' } } })
  })

  it('lets any signed-in user see the calendar and gives not-found for unknown paths', () => {
    expect(decideRoute('/calendar', session([...CUSTOMER_ABILITY_RULES])).kind).toBe('allow')
    expect(decideRoute('/nope', session([...ADMIN_ABILITY_RULES]))).toEqual({ kind: 'not-found' })
  })
})
