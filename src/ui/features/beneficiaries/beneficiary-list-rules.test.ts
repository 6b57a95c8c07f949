import { describe, expect, it } from 'vitest'
import type { InvoicePayee } from '../../../domain/invoices'
import { DEFAULT_LIST_QUERY } from '../../../domain/lists'
import { beneficiaryListRules, beneficiaryPage, toBeneficiaryQuery } from './beneficiary-list-rules'

const payee = (id: number, displayName: string, change: Partial<InvoicePayee> = {}): InvoicePayee => ({
  name: `invoicePayees/${id}`,
  id,
  displayName,
  bankDisplayName: '',
  bankPayeeDisplayName: '',
  bankPayeeAddressDisplayName: '',
  countryCode: '',
  swift: '',
  bankPayeeAccountDisplayName: '',
  additionalRequisites: '',
  bankRoutingNumber: '',
  isActive: true,
  ...change,
})
const payees = [
  payee(1, 'Chase', { countryCode: 'countries/us', swift: 'CHASUS33' }),
  payee(2, 'TBC', { countryCode: 'countries/ge', isActive: false }),
  payee(3, 'Ameria', { countryCode: 'countries/am' }),
]
const countries: Record<string, string> = {
  'countries/us': 'United States',
  'countries/ge': 'Georgia',
  'countries/am': 'Armenia',
}
const rules = beneficiaryListRules((name) => countries[name] ?? name)
const query = (change: Partial<Parameters<typeof beneficiaryPage>[1]> = {}) => ({
  ...DEFAULT_LIST_QUERY,
  activeOnly: false,
  ...change,
})

describe('the beneficiaries list in the browser', () => {
  it('reads "active only" from the filter values', () => {
    expect(toBeneficiaryQuery(DEFAULT_LIST_QUERY, { activeOnly: 'true' }).activeOnly).toBe(true)
    expect(toBeneficiaryQuery(DEFAULT_LIST_QUERY, {}).activeOnly).toBe(false)
  })
  it('keeps only active payees when asked, and counts what it kept', () => {
    const page = beneficiaryPage(payees, query({ activeOnly: true, sortColumn: 'id', sort: 'asc' }), rules)
    expect(page.items.map((p) => p.id)).toEqual([1, 3])
    expect(page.totalRows).toBe(2)
  })
  it('sorts the country column by the country name shown, not its code', () => {
    const page = beneficiaryPage(payees, query({ sortColumn: 'countryCode', sort: 'asc' }), rules)
    expect(page.items.map((p) => p.displayName)).toEqual(['Ameria', 'TBC', 'Chase'])
  })
  it('searches the SWIFT code and the country name', () => {
    expect(beneficiaryPage(payees, query({ search: 'chasus' }), rules).items.map((p) => p.id)).toEqual([1])
    expect(beneficiaryPage(payees, query({ search: 'georg' }), rules).items.map((p) => p.id)).toEqual([2])
  })
  it('pages the result', () => {
    const page = beneficiaryPage(payees, query({ perPage: 2, page: 2, sortColumn: 'id', sort: 'asc' }), rules)
    expect(page.items.map((p) => p.id)).toEqual([3])
    expect(page.totalPages).toBe(2)
  })
})
