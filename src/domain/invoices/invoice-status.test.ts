import { describe, expect, it } from 'vitest'
import { usd } from '../money'
import { deriveInvoiceStatus, isOpenInvoice } from './invoice-status'

const today = new Date('2026-11-15T00:00:00Z')
const invoice = (paid: number, pending: number, due = '2026-12-01', status = 'issued') => ({
  status,
  amount: usd(1000),
  paidAmount: usd(paid),
  pendingAmount: usd(pending),
  dueDate: new Date(due),
})

describe('deriveInvoiceStatus', () => {
  it('goes issued -> partially paid -> paid with approved money', () => {
    expect(deriveInvoiceStatus(invoice(0, 0), today)).toBe('issued')
    expect(deriveInvoiceStatus(invoice(0, 400), today)).toBe('issued')
    expect(deriveInvoiceStatus(invoice(400, 0), today)).toBe('partially_paid')
    expect(deriveInvoiceStatus(invoice(1000, 0, '2026-01-01', 'overdue'), today)).toBe('paid')
  })

  it('is overdue past its due date while something remains, pending money included', () => {
    expect(deriveInvoiceStatus(invoice(400, 0, '2026-11-01'), today)).toBe('overdue')
    expect(deriveInvoiceStatus(invoice(400, 600, '2026-11-01'), today)).toBe('partially_paid')
    expect(deriveInvoiceStatus(invoice(0, 0, '2026-11-15T00:00:00Z'), today)).toBe('issued')
  })

  it('goes back when the money goes away, and leaves statuses people set alone', () => {
    expect(deriveInvoiceStatus(invoice(0, 0, '2026-12-01', 'paid'), today)).toBe('issued')
    expect(deriveInvoiceStatus(invoice(0, 0, '2026-01-01', 'void'), today)).toBe('void')
    expect(deriveInvoiceStatus(invoice(1000, 0, '2026-01-01', 'draft'), today)).toBe('draft')
  })
})

describe('isOpenInvoice', () => {
  it('is open while a derived status has something left', () => {
    expect(isOpenInvoice(invoice(400, 0))).toBe(true)
    expect(isOpenInvoice(invoice(400, 600))).toBe(false)
    expect(isOpenInvoice(invoice(0, 0, '2026-01-01', 'draft'))).toBe(false)
  })
})
