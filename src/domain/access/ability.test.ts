import { describe, expect, it } from 'vitest'
import {
  abilityRulesFor,
  abilityRulesForRole,
  ADMIN_ABILITY_RULES,
  can,
  CLIENT_ABILITY_RULES,
  CUSTOMER_ABILITY_RULES,
} from './ability'
import { isRole } from './roles'

describe('abilityRulesFor', () => {
  it('gives read Auth when nothing is stored', () => {
    expect(abilityRulesFor(null)).toEqual([{ action: 'read', subject: 'Auth' }])
    expect(abilityRulesFor(undefined)).toEqual([{ action: 'read', subject: 'Auth' }])
    expect(abilityRulesFor({})).toEqual([{ action: 'read', subject: 'Auth' }])
    expect(abilityRulesFor({ ability: [] })).toEqual([{ action: 'read', subject: 'Auth' }])
  })

  it('keeps stored rules, reading a missing action as read and dropping rules without subject', () => {
    expect(
      abilityRulesFor({
        ability: [{ subject: 'orders' }, { action: 'add', subject: 'orders' }, { action: 'read' }],
      }),
    ).toEqual([
      { action: 'read', subject: 'orders' },
      { action: 'add', subject: 'orders' },
    ])
  })
})

describe('abilityRulesForRole', () => {
  it('gives the demo rules', () => {
    expect(abilityRulesForRole('admin')).toEqual(ADMIN_ABILITY_RULES)
    expect(abilityRulesForRole('client')).toEqual(CLIENT_ABILITY_RULES)
    expect(abilityRulesForRole('customer')).toEqual(CUSTOMER_ABILITY_RULES)
    expect(abilityRulesForRole('nobody')).toEqual([{ action: 'read', subject: 'Auth' }])
  })
})

describe('can', () => {
  it('treats manage as any action and all as any subject', () => {
    expect(can(ADMIN_ABILITY_RULES, 'modify', 'orders')).toBe(true)
    expect(can([{ action: 'manage', subject: 'orders' }], 'add', 'orders')).toBe(true)
    expect(can([{ action: 'read', subject: 'all' }], 'read', 'invoices')).toBe(true)
    expect(can([{ action: 'read', subject: 'all' }], 'add', 'invoices')).toBe(false)
  })

  it('reads a missing action as read', () => {
    expect(can(CLIENT_ABILITY_RULES, undefined, 'ACL')).toBe(true)
    expect(can(CLIENT_ABILITY_RULES, 'read', 'orders')).toBe(false)
    expect(can(CUSTOMER_ABILITY_RULES, 'read', 'customer-profile')).toBe(true)
    expect(can(CUSTOMER_ABILITY_RULES, 'read', 'users')).toBe(false)
  })
})

describe('isRole', () => {
  it('knows the three roles', () => {
    expect(isRole('admin')).toBe(true)
    expect(isRole('editor')).toBe(false)
    expect(isRole(undefined)).toBe(false)
  })
})
