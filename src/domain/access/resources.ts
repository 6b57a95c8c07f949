/**
 * Permission subjects. The first group is named by the spec's route table; the location and reference
 * subjects are not named by the spec (its tables say only "read") and are this project's choice:
 * one subject per screen, named like its path.
 */
export const RESOURCES = {
  invoices: 'invoices',
  payments: 'payments',
  paymentOrders: 'payment_orders',
  invoicePayees: 'invoice_payees',
  orders: 'orders',
  archive: 'archive',
  cargoloop: 'cargoloop',
  users: 'users',
  customerProfile: 'customer-profile',
  acl: 'ACL',
  auth: 'Auth',
  terminals: 'terminals',
  cities: 'cities',
  states: 'states',
  countries: 'countries',
  paymentTypes: 'payment_types',
  serviceTypes: 'service_types',
  discountTypes: 'discount_types',
  invoiceTypes: 'invoice_types',
  rules: 'rules',
  /** The admin template's demo applications (template-apps.md); guarding is not shown there: staff only. */
  apps: 'apps',
} as const
