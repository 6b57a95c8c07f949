import { describe, expect, it } from 'vitest'
import { formulaMatches } from './formula'

describe('formulaMatches', () => {
  it('matches when every filter equals the value', () => {
    expect(formulaMatches({ filters: {} }, {})).toBe(true)
    expect(formulaMatches({ filters: { terminal: 'NJ' } }, { terminal: 'NJ', x: '1' })).toBe(true)
    expect(formulaMatches({ filters: { terminal: 'NJ' } }, { terminal: 'GA' })).toBe(false)
    expect(formulaMatches({ filters: { terminal: 'NJ' } }, {})).toBe(false)
  })
})
