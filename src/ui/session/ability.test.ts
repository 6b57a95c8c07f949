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
import { createMongoAbility } from '@casl/ability'
import { abilityFor } from './ability'

const ACTIONS = ['read', 'add', 'modify', 'manage', 'delete'] as const
const SUBJECTS = [...Object.values(RESOURCES), 'all', 'unknown-subject']

/** What CASL decides for the rules stored with a profile. */
const caslCan = (rules: readonly AbilityRule[], action: string, subject: string) =>
  createMongoAbility(rules.map((rule) => ({ ...rule }))).can(action, subject)

describe("the app's ability (the domain rule, held to CASL's answers)", () => {
  it('asks the domain rule with the rules stored with the profile', () => {
    for (const rules of [ADMIN_ABILITY_RULES, CLIENT_ABILITY_RULES, CUSTOMER_ABILITY_RULES])
      for (const action of ACTIONS)
        for (const subject of SUBJECTS)
          expect(abilityFor({ ability: rules } as Parameters<typeof abilityFor>[0]).can(action, subject)).toBe(
            caslCan(rules, action, subject),
          )
  })

  it('answers like the domain rule (the one the route and menu tests use) for every demo role', () => {
    const roles = [ADMIN_ABILITY_RULES, CLIENT_ABILITY_RULES, CUSTOMER_ABILITY_RULES, DEFAULT_ABILITY_RULES]
    for (const rules of roles)
      for (const action of ACTIONS)
        for (const subject of SUBJECTS)
          expect([action, subject, caslCan(rules, action, subject)]).toEqual([
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
          expect(caslCan(rules, action, subject)).toBe(can(rules, action, subject))
        },
      ),
    )
  })
})
