import { describe, expect, it } from 'vitest'
import { usd } from '../money'
import { checkInvoiceTotal } from './invoice-total-rule'

describe('checkInvoiceTotal', () => {
  it('accepts an invoice totalling zero or above and refuses one below zero', () => {
    expect(checkInvoiceTotal(usd(100_00))).toBeNull()
    expect(checkInvoiceTotal(usd(0))).toBeNull()
    expect(checkInvoiceTotal(usd(-1))).toBe('belowZero')
    expect(checkInvoiceTotal(usd(-50))).toBe('belowZero')
  })
})
