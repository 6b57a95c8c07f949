import { NO_ACTIVITY } from '../../../domain/activity'
import type { Invoice } from '../../../domain/invoices'
import { usd } from '../../../domain/money'

/** An invoice for component tests: INV-7 of customers/C1001 (Ann Lee), $300, $100 paid. */
export const anInvoice = (change: Partial<Invoice> = {}): Invoice => ({
  ...NO_ACTIVITY,
  name: 'invoices/7',
  id: 7,
  number: 'INV-7',
  displayName: 'Invoice INV-7',
  customerName: 'customers/C1001',
  customerDisplayNameActual: 'Ann Lee',
  customerDetails: 'Ann Lee',
  invoiceTypeName: '',
  payeeName: '',
  parameters: {},
  status: 'partially_paid',
  comment: '',
  date: new Date(2026, 10, 1),
  dueDate: new Date(2026, 10, 15),
  amount: usd(300_00),
  paidAmount: usd(100_00),
  pendingAmount: usd(0),
  items: [],
  ...change,
})
