import { describe, expect, it } from 'vitest'
import { keyValuePairs, MESSAGES, moneyText, pairsFromRecord, recordFromPairs } from './schemas'

describe('form schema rules', () => {
  it('money text: positive refuses zero, and negatives are refused unless allowed', () => {
    expect(moneyText({ positive: true }).safeParse('0').success).toBe(false)
    expect(moneyText({ positive: true }).safeParse('0.01').success).toBe(true)
    expect(moneyText().safeParse('').success).toBe(true)
    expect(moneyText().safeParse('-1').error?.issues[0]?.message).toBe(MESSAGES.notNegative)
    expect(moneyText({ allowNegative: true }).safeParse('-1').success).toBe(true)
  })
  it('key/value rows need distinct, filled keys', () => {
    const result = keyValuePairs().safeParse([
      { key: 'a', value: '1' },
      { key: 'a', value: '2' },
      { key: ' ', value: '3' },
    ])
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['1.key', MESSAGES.duplicateKey],
      ['2.key', MESSAGES.emptyKey],
    ])
  })
  it('maps to and from records', () => {
    expect(recordFromPairs(pairsFromRecord({ color: 'red', keys: '2' }))).toEqual({ color: 'red', keys: '2' })
  })
})
