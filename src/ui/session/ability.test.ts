import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  ADMIN_ABILITY_RULES,
  CLIENT_ABILITY_RULES,
  CUSTOMER_ABILITY_RULES,
  DEFAULT_ABILITY_RULES,
  RESOURCES,
  can,
  type AbilityRule,
} from '../../domain/access'
import { abilityFor } from './ability'

const ACTIONS = ['read', 'add', 'modify', 'manage', 'delete'] as const
const SUBJECTS = [...Object.values(RESOURCES), 'all', 'unknown-subject']

/** What the app's ability (CASL, built from the stored rules) decides. */
const appCan = (rules: readonly AbilityRule[], action: string, subject: string) =>
  abilityFor({ ability: rules } as Parameters<typeof abilityFor>[0]).can(action, subject)

describe("the app's ability (CASL at run time, held to the domain's rule)", () => {
  it('reads nothing stored as read Auth, and a stored rule without an action as read', () => {
    expect(abilityFor(null).can('read', 'Auth')).toBe(true)
    expect(abilityFor(null).can('read', 'orders')).toBe(false)
    const stored = { ability: [{ subject: 'orders' }] } as unknown as Parameters<typeof abilityFor>[0]
    expect(abilityFor(stored).can('read', 'orders')).toBe(true)
    expect(abilityFor(stored).can('add', 'orders')).toBe(false)
  })

  it('answers like the domain rule (the one the route and menu tests use) for every demo role', () => {
    const roles = [ADMIN_ABILITY_RULES, CLIENT_ABILITY_RULES, CUSTOMER_ABILITY_RULES, DEFAULT_ABILITY_RULES]
    for (const rules of roles)
      for (const action of ACTIONS)
        for (const subject of SUBJECTS)
          expect([action, subject, appCan(rules, action, subject)]).toEqual([
            action,
            subject,
            can(rules, action, subject),
          ])
  })

  it('answers like the domain rule for any rules made of these actions and subjects', () => {
    const rule = fc.record({ action: fc.constantFrom(...ACTIONS), subject: fc.constantFrom(...SUBJECTS) })
    fc.assert(
      fc.property(
        fc.array(rule, { minLength: 1, maxLength: 5 }),
        fc.constantFrom(...ACTIONS),
        fc.constantFrom(...SUBJECTS),
        (rules, action, subject) => {
          expect(appCan(rules, action, subject)).toBe(can(rules, action, subject))
        },
      ),
    )
  })
})
