/** Provider states used by the consumer tests; contracts/provider/states.ts sets each one up on the mock API. */
export const STATES = {
  seed: 'the seed data',
  /** The seed plus the records of CONTRACT below, which nothing else refers to. */
  records: 'the seed data plus the contract records (orders/9998-9999, invoices/9999, payments/9999, ...)',
  shipment: 'shipment shipments/1 exists',
  approvable: 'service orders/9998/services/1 has an approvable type',
  approval: 'approval approvals/9999 exists for orders/9998/services/1',
  /** `records`, then anna changed orders/9999 after the client read it at etag 1 (decision 0130). */
  changedOrder: 'orders/9999 was changed by anna after it was read at etag 1',
} as const

/** Who changed CONTRACT.freeOrder in the `changedOrder` state, when, and its etag since. */
export const CHANGED_ORDER = { by: 'anna', at: '2026-11-24T10:31:00.000Z', etag: '2-mi7x3k2a' } as const

/**
 * Records the `records` state adds to the seed, with ids far above the seed's: reads, updates and deletes
 * of them cannot collide with seeded references (payments on seeded orders, fully billed lines, ...).
 */
export const CONTRACT = {
  /** An order with no lines: updated and deleted freely. */
  freeOrder: 'orders/9999',
  /** An order of customers/C1001 with one unbilled service, which invoices and payments refer to. */
  billedOrder: 'orders/9998',
  billedService: 'orders/9998/services/1',
  customer: 'customers/C9999',
  invoice: 'invoices/9999',
  payment: 'payments/9999',
  document: 'documents/9999',
  approval: 'approvals/9999',
  formula: 'formulas/9999',
  orderServiceType: 'orderServiceTypes/contract_delete',
  orderDiscountType: 'orderDiscountTypes/contract_delete',
  invoiceType: 'invoiceTypes/contract_delete',
  invoicePayee: 'invoicePayees/99',
  paymentType: 'paymentTypes/contract_delete',
  /** A seeded vehicle that is in no order (the last ones of the seed are not ordered). */
  freeVehicle: 'vehicles/2401',
} as const
