import { describe, expect, it } from 'vitest'
import { usd } from '../money'
import { emptyVehicle } from '../vehicles'
import { matchesOrderListFilter } from './order-list-filter'
import { anItem, anOrder } from './test-orders'

describe('matchesOrderListFilter', () => {
  const vehicle = emptyVehicle({
    dispatch: {
      terminal: 'terminals/NJ',
      dispatchedDate: null,
      promisedPickupDate: null,
      promisedDelDate: null,
      actualDeliveryDate: null,
    },
  })
  const live = anOrder({
    name: 'orders/1',
    displayName: 'BMW X5',
    toBePaidAmount: usd(100),
    items: [{ ...anItem(100), vehicle }],
  })
  const archived = anOrder({ name: 'orders/2', isArchive: true, status: 'completed' })

  it('separates the live list from the archive', () => {
    expect(matchesOrderListFilter(live, {})).toBe(true)
    expect(matchesOrderListFilter(archived, {})).toBe(false)
    expect(matchesOrderListFilter(archived, { isArchive: true })).toBe(true)
    expect(matchesOrderListFilter(live, { isArchive: true })).toBe(false)
  })

  it('filters by customer, status, unpaid, terminal and search', () => {
    expect(matchesOrderListFilter(live, { customerName: 'customers/C1001' })).toBe(true)
    expect(matchesOrderListFilter(live, { customerName: 'customers/C2' })).toBe(false)
    expect(matchesOrderListFilter(live, { status: 'ACTIVE' })).toBe(true)
    expect(matchesOrderListFilter(live, { status: 'completed' })).toBe(false)
    expect(matchesOrderListFilter(live, { unpaidOnly: true })).toBe(true)
    expect(matchesOrderListFilter({ ...live, toBePaidAmount: usd(0) }, { unpaidOnly: true })).toBe(false)
    expect(matchesOrderListFilter(live, { terminalName: 'terminals/NJ' })).toBe(true)
    expect(matchesOrderListFilter(live, { terminalName: 'terminals/GA' })).toBe(false)
    expect(matchesOrderListFilter(live, { search: 'x5' })).toBe(true)
    expect(matchesOrderListFilter(live, { search: 'audi' })).toBe(false)
  })
})
