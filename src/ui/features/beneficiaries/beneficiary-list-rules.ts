import type { InvoicePayee } from '../../../domain/invoices'
import {
  queryLocally,
  type FilterValues,
  type ListQuery,
  type LocalListRules,
  type Page,
} from '../../../domain/lists'

/** The beneficiaries list's query: paging, sort and search, plus the "active only" filter. */
export interface BeneficiaryListQuery extends ListQuery {
  activeOnly: boolean
}

export const toBeneficiaryQuery = (query: ListQuery, filters: FilterValues): BeneficiaryListQuery => ({
  ...query,
  activeOnly: filters.activeOnly === 'true',
})

/** Search and sort of the payees in the browser (ListInvoicePayees answers the whole list). */
export const beneficiaryListRules = (
  countryLabel: (name: string) => string,
): LocalListRules<InvoicePayee> => ({
  searchTexts: (p) => [
    p.displayName,
    p.bankDisplayName,
    p.bankPayeeDisplayName,
    p.bankPayeeAddressDisplayName,
    countryLabel(p.countryCode),
    p.bankPayeeAccountDisplayName,
    p.swift,
    p.bankRoutingNumber,
  ],
  sortKey: (p, column) =>
    column === 'countryCode'
      ? countryLabel(p.countryCode)
      : column in p
        ? (p[column as keyof InvoicePayee] as string | number | boolean)
        : undefined,
})

/** One page of the whole payee list for the query: active only when asked, then searched, sorted, paged. */
export function beneficiaryPage(
  payees: readonly InvoicePayee[],
  query: BeneficiaryListQuery,
  rules: LocalListRules<InvoicePayee>,
): Page<InvoicePayee> {
  return queryLocally(query.activeOnly ? payees.filter((p) => p.isActive) : payees, query, rules)
}
