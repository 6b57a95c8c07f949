import { describe, expect, it } from 'vitest'
import { matchesApprovalFilter, normalizePaymentFilters } from './payment-filters'

describe('normalizePaymentFilters', () => {
  it('lets approved win when both are set', () => {
    expect(normalizePaymentFilters({ approvedOnly: true, unapprovedOnly: true, search: 'x' })).toEqual({
      approvedOnly: true,
      unapprovedOnly: false,
      search: 'x',
    })
  })
  it('keeps a single flag and fills missing ones', () => {
    expect(normalizePaymentFilters({ unapprovedOnly: true })).toEqual({
      approvedOnly: false,
      unapprovedOnly: true,
    })
    expect(normalizePaymentFilters({ approvedOnly: true })).toEqual({
      approvedOnly: true,
      unapprovedOnly: false,
    })
    expect(normalizePaymentFilters({})).toEqual({ approvedOnly: false, unapprovedOnly: false })
  })
})

describe('matchesApprovalFilter', () => {
  it('filters by approval', () => {
    expect(matchesApprovalFilter({ isApproved: true }, { approvedOnly: true, unapprovedOnly: true })).toBe(
      true,
    )
    expect(matchesApprovalFilter({ isApproved: false }, { approvedOnly: true, unapprovedOnly: true })).toBe(
      false,
    )
    expect(matchesApprovalFilter({ isApproved: false }, { unapprovedOnly: true })).toBe(true)
    expect(matchesApprovalFilter({ isApproved: true }, { unapprovedOnly: true })).toBe(false)
    expect(matchesApprovalFilter({ isApproved: true }, {})).toBe(true)
  })
})
