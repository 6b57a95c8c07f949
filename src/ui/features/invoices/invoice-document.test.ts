import { describe, expect, it } from 'vitest'
import type { Invoice, InvoicePayee } from '../../../domain/invoices'
import { usd } from '../../../domain/money'
import { bankDetails, invoiceTotals, lineLabels } from './invoice-document'

describe('invoice document parts', () => {
  it('totals remaining as amount − paid − pending', () => {
    const totals = invoiceTotals({
      amount: usd(100_00),
      paidAmount: usd(30_00),
      pendingAmount: usd(20_00),
    } as Invoice)
    expect(totals.map((row) => [row.key, row.value.value])).toEqual([
      ['amount', 100_00],
      ['paid', 30_00],
      ['pending', 20_00],
      ['remaining', 50_00],
    ])
  })
  it('lists only the filled bank details, the payee falling back to its display name', () => {
    const payee = {
      displayName: 'Cargo LLC',
      bankDisplayName: 'Bank of America',
      bankPayeeDisplayName: '',
      bankPayeeAddressDisplayName: '',
      bankPayeeAccountDisplayName: '123',
      swift: 'BOFAUS3N',
      bankRoutingNumber: '',
      additionalRequisites: ' ',
    } as InvoicePayee
    expect(bankDetails(payee)).toEqual([
      { key: 'bank', value: 'Bank of America' },
      { key: 'payee', value: 'Cargo LLC' },
      { key: 'account', value: '123' },
      { key: 'swift', value: 'BOFAUS3N' },
    ])
    expect(bankDetails(null)).toEqual([])
  })
  it('names a line by its order and item, the item by its path when it has no name', () => {
    expect(
      lineLabels({
        orderName: 'orders/4',
        itemName: 'orders/4/services/2',
        displayName: '',
      } as Invoice['items'][number]),
    ).toEqual({
      order: '#4',
      item: 'services 2',
    })
  })
})
