import { describe, expect, it } from 'vitest'
import {
  ADMIN_ABILITY_RULES,
  can,
  CLIENT_ABILITY_RULES,
  CUSTOMER_ABILITY_RULES,
  type AbilityRule,
} from './ability'
import { matchRoute } from './match-route'
import { menuFor, SIDE_MENU, type MenuEntry } from './side-menu'

const reader = (rules: readonly AbilityRule[]) => (subject: string) => can(rules, 'read', subject)
const ids = (menu: MenuEntry[]) => menu.map((entry) => entry.id)

describe('SIDE_MENU', () => {
  it('lists the spec groups and items, each item pointing at a route of the same resource', () => {
    expect(SIDE_MENU.map((g) => g.id)).toEqual([
      'users',
      'ordersGroup',
      'finance',
      'cargoloop',
      'locations',
      'references',
      'dashboards',
      'apps',
      'pages',
    ])
    expect(SIDE_MENU.map((g) => g.items.length)).toEqual([2, 2, 3, 5, 4, 5, 2, 9, 13])
    for (const item of SIDE_MENU.flatMap((g) => g.items)) {
      expect(matchRoute(item.path)?.route.resource).toBe(item.resource)
      expect(item.icon).toMatch(/^[a-z-]+$/)
    }
  })
})

describe('menuFor', () => {
  it('shows everything to the admin', () => {
    const menu = menuFor('admin', 'admin', reader(ADMIN_ABILITY_RULES))
    expect(ids(menu)).toEqual([
      'users',
      'ordersGroup',
      'finance',
      'cargoloop',
      'locations',
      'references',
      'dashboards',
      'apps',
      'pages',
    ])
  })

  it('drops items the user may not read, and groups left empty', () => {
    const menu = menuFor(
      'admin',
      'x',
      reader([
        { action: 'read', subject: 'payments' },
        { action: 'read', subject: 'orders' },
      ]),
    )
    expect(menu).toHaveLength(2)
    expect(menu.map((g) => (g.kind === 'group' ? g.items.map((i) => i.id) : []))).toEqual([
      ['orders'],
      ['payments'],
    ])
  })

  it('shows nothing to the client', () => {
    expect(menuFor('client', 'client', reader(CLIENT_ABILITY_RULES))).toEqual([])
  })

  it('gives the customer one Orders entry to their profile', () => {
    expect(menuFor('customer', 'c1001', reader(CUSTOMER_ABILITY_RULES))).toEqual([
      {
        kind: 'item',
        id: 'customerOrders',
        titleKey: 'menu.customerOrders',
        path: '/customers/C1001/view',
        resource: 'customer-profile',
        icon: 'shopping-cart',
      },
    ])
  })

  it('removes Users and Orders for a customer even with wide rights', () => {
    const menu = menuFor('customer', 'c7', reader(ADMIN_ABILITY_RULES))
    expect(ids(menu)).toEqual([
      'customerOrders',
      'finance',
      'cargoloop',
      'locations',
      'references',
      'dashboards',
      'apps',
      'pages',
    ])
  })

  it('leaves the profile entry out for a customer with no username', () => {
    expect(menuFor('customer', '', reader(CUSTOMER_ABILITY_RULES))).toEqual([])
    expect(menuFor('customer', null, reader(CUSTOMER_ABILITY_RULES))).toEqual([])
  })

  it('does not change SIDE_MENU', () => {
    menuFor('admin', 'a', () => false)
    expect(SIDE_MENU[0]?.items).toHaveLength(2)
  })
})
