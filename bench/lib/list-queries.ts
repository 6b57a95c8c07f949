// The list queries bench/list-orders-load.ts loads and times after a write: a search, a sort and the lists' own
// filters. mock-server/storage/lists.test.ts checks that counting them reads indexes only (decision 0216).

/** The ListOrders page of the load bench. */
export const ORDERS_QUERY = {
  page: 2,
  perPage: 10,
  sort: 'desc',
  sortColumn: 'toBePaidAmount',
  search: 'toyota',
  unpaidOnly: true,
  isArchive: false,
}

export const PAYMENTS_QUERY = {
  page: 2,
  perPage: 10,
  sort: 'desc',
  sortColumn: 'amount',
  search: 'wire',
  unapprovedOnly: true,
}

export const VEHICLES_QUERY = {
  page: 2,
  perPage: 10,
  sort: 'desc',
  sortColumn: 'purchase.purchasePrice',
  search: 'toyota',
  terminalName: 'terminals/1',
}
