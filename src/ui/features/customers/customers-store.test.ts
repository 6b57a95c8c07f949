import { describe, expect, it, vi } from 'vitest'
import { zeroCustomerTotals, type Customer } from '../../../domain/customers'
import { DEFAULT_LIST_QUERY } from '../../../domain/lists'
import { PortError } from '../../../ports/errors'
import { fakePort } from '../../../ports/fake-port'
import type { CustomersPort } from '../../../ports/customers-port'
import { createCustomersStore, FULL_LIST_SIZE } from './customers-store'

const customer = (id: string, displayName = id): Customer => ({
  name: `customers/${id}`,
  id,
  displayName,
  firstName: '',
  middleName: '',
  lastName: '',
  countryName: 'countries/ge',
  companyDisplayName: '',
  type: 'individual',
  email: '',
  phone: '',
  status: 'active',
  paymentStatus: '',
  externalId: '',
  buyers: [],
  paymentDueDate: null,
  ...zeroCustomerTotals(),
})

const query = { ...DEFAULT_LIST_QUERY, page: 2 }

function harness() {
  const listCustomers = vi.fn<CustomersPort['listCustomers']>(async () => ({
    items: [customer('C1001')],
    totalRows: 1,
    totalPages: 1,
  }))
  const getCustomer = vi.fn<CustomersPort['getCustomer']>(async (name) =>
    customer(name.split('/')[1]!, 'Fresh'),
  )
  const port = fakePort<CustomersPort>({
    listCustomers,
    getCustomer,
    createCustomer: vi.fn(async (c: Customer) => c),
    updateCustomer: vi.fn(async (_name: string, c: Customer) => c),
    deleteCustomer: vi.fn(async () => undefined),
  })
  return { store: createCustomersStore(port, () => 'req'), listCustomers, getCustomer, port }
}

const fullListCalls = (listCustomers: ReturnType<typeof harness>['listCustomers']) =>
  listCustomers.mock.calls.filter(([q]) => q.perPage === FULL_LIST_SIZE)
const pageCalls = (listCustomers: ReturnType<typeof harness>['listCustomers']) =>
  listCustomers.mock.calls.filter(([q]) => q === query)

describe('customers store (spec §4)', () => {
  it('after a create the current page and the full list reload', async () => {
    const { store, listCustomers, getCustomer } = harness()
    await store.load(query)
    await store.create(customer('C2000'))
    expect(pageCalls(listCustomers)).toHaveLength(2)
    expect(fullListCalls(listCustomers)).toHaveLength(1)
    expect(store.detail.allCustomers).toEqual([customer('C1001')])
    expect(getCustomer).not.toHaveBeenCalled()
  })

  it('after an update the page, the full list and that customer reload', async () => {
    const { store, listCustomers, getCustomer } = harness()
    await store.load(query)
    await store.update('customers/C1001', customer('C1001'))
    expect(pageCalls(listCustomers)).toHaveLength(2)
    expect(fullListCalls(listCustomers)).toHaveLength(1)
    expect(getCustomer).toHaveBeenCalledWith('customers/C1001')
    expect(store.detail.customer?.displayName).toBe('Fresh')
  })

  it('after a delete the page and the full list reload', async () => {
    const { store, listCustomers } = harness()
    await store.load(query)
    await store.remove('customers/C1001')
    expect(pageCalls(listCustomers)).toHaveLength(2)
    expect(fullListCalls(listCustomers)).toHaveLength(1)
  })

  it('single-customer loading is true while fetching, false on success and on failure', async () => {
    const { store, getCustomer } = harness()
    const loading = store.loadCustomer('customers/C1001')
    expect(store.detail.customerLoading).toBe(true)
    await loading
    expect(store.detail.customerLoading).toBe(false)
    expect(store.detail.customer?.id).toBe('C1001')
    getCustomer.mockRejectedValueOnce(new PortError('not_found', 'gone'))
    const failing = store.loadCustomer('customers/C404')
    expect(store.detail.customerLoading).toBe(true)
    await failing
    expect(store.detail.customerLoading).toBe(false)
    expect(store.detail.customerError).toMatchObject({ code: 'not_found' })
  })
})
