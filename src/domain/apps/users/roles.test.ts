import { describe, expect, it } from 'vitest'
import {
  allSelected,
  countRights,
  initialRoles,
  normaliseRoleName,
  passwordProblem,
  saveRole,
  someSelected,
  uniformMatrix,
  withRight,
} from '.'

describe('permission matrix', () => {
  it('selects all, some or none', () => {
    const none = uniformMatrix(false)
    expect(allSelected(none)).toBe(false)
    expect(someSelected(none)).toBe(false)
    const one = withRight(none, 'payroll', 'write', true)
    expect(someSelected(one)).toBe(true)
    expect(countRights(one)).toBe(1)
    expect(none.payroll.write).toBe(false)
    expect(allSelected(uniformMatrix(true))).toBe(true)
    expect(someSelected(uniformMatrix(true))).toBe(false)
    expect(countRights(uniformMatrix(true))).toBe(27)
  })

  it('saves a role in place of the one it was opened from, or adds it', () => {
    const roles = initialRoles()
    expect(roles.map((r) => r.name)).toEqual(['admin', 'author', 'editor', 'maintainer', 'subscriber'])
    const edited = saveRole(roles, { name: 'editor', permissions: uniformMatrix(true) }, 'editor')
    expect(edited[2]!.permissions.payroll.create).toBe(true)
    expect(edited).toHaveLength(5)
    const added = saveRole(roles, { name: 'auditor', permissions: uniformMatrix(false) })
    expect(added.map((r) => r.name).at(-1)).toBe('auditor')
    expect(normaliseRoleName('  Support  Lead ')).toBe('support-lead')
  })
})

describe('password rule', () => {
  it('asks for 8 characters, upper and lower case, and a digit or symbol', () => {
    expect(passwordProblem('Ab1')).toBe('tooShort')
    expect(passwordProblem('abcdefg1')).toBe('noUpper')
    expect(passwordProblem('ABCDEFG1')).toBe('noLower')
    expect(passwordProblem('Abcdefgh')).toBe('noDigitOrSymbol')
    expect(passwordProblem('Abcdefg!')).toBeNull()
    expect(passwordProblem('Пароль-12')).toBeNull()
  })
})
