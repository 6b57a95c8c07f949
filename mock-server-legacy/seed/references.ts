import type { InvoicePayee, InvoiceType } from '../../src/domain/invoices'
import type { OrderDiscountType, OrderServiceType } from '../../src/domain/orders'
import type { Employee, PaymentType } from '../../src/domain/payments'
import type { SeedContext } from './context'
import { DISCOUNT_TYPES, EMPLOYEES, PAYMENT_TYPES, SERVICE_TYPES } from './lists'

export const INVOICE_TYPES: readonly {
  code: string
  displayName: string
  comment: string
  isActive: boolean
}[] = [
  {
    code: 'standard',
    displayName: 'Standard invoice',
    comment: 'Thank you for shipping with Cargo Export.',
    isActive: true,
  },
  {
    code: 'proforma',
    displayName: 'Proforma invoice',
    comment: 'Proforma: not a demand for payment.',
    isActive: true,
  },
  { code: 'storage', displayName: 'Storage invoice', comment: 'Terminal storage charges.', isActive: true },
  { code: 'legacy', displayName: 'Legacy invoice', comment: '', isActive: false },
]

/** Service, discount, payment and invoice types, payees and employees. Stable names: see seed/README.md. */
export function seedReferences(ctx: SeedContext): void {
  const { db } = ctx
  SERVICE_TYPES.forEach((type, index) => {
    db.orderServiceTypes.put({
      name: `orderServiceTypes/${type.code}`,
      code: type.code,
      displayName: type.displayName,
      isActive: type.isActive,
      isRequired: type.isRequired,
      isDefault: type.isDefault,
      orderIndex: (index + 1) * 10,
      groupDisplayName: type.group,
      isApprovable: type.isApprovable,
    } satisfies OrderServiceType)
  })
  for (const type of DISCOUNT_TYPES) {
    db.orderDiscountTypes.put({
      name: `orderDiscountTypes/${type.code}`,
      code: type.code,
      displayName: type.displayName,
      isActive: type.isActive,
    } satisfies OrderDiscountType)
  }
  for (const type of PAYMENT_TYPES) {
    db.paymentTypes.put({
      name: `paymentTypes/${type.code}`,
      code: type.code,
      displayName: type.displayName,
      isActive: type.isActive,
    } satisfies PaymentType)
  }
  for (const employee of EMPLOYEES) {
    db.employees.put({ name: `employees/${employee.login}`, ...employee } satisfies Employee)
  }
  for (const type of INVOICE_TYPES) {
    db.invoiceTypes.put({
      name: `invoiceTypes/${type.code}`,
      code: type.code,
      displayName: type.displayName,
      documentHeaderComment: type.comment,
      logoUrl: '',
      isActive: type.isActive,
    } satisfies InvoiceType)
  }
  const payees: Omit<InvoicePayee, 'name' | 'id'>[] = [
    {
      displayName: 'Cargo Export LLC (USD)',
      bankDisplayName: 'Bank of America, N.A.',
      bankPayeeDisplayName: 'Cargo Export LLC',
      bankPayeeAddressDisplayName: '100 Bay Street, Savannah, GA 31401, USA',
      countryCode: 'countries/us',
      swift: 'BOFAUS3N',
      bankPayeeAccountDisplayName: '4451 2209 7781',
      additionalRequisites: 'Reference: invoice number',
      bankRoutingNumber: '026009593',
      isActive: true,
    },
    {
      displayName: 'Cargo Export LLC (Chase)',
      bankDisplayName: 'JPMorgan Chase Bank, N.A.',
      bankPayeeDisplayName: 'Cargo Export LLC',
      bankPayeeAddressDisplayName: '100 Bay Street, Savannah, GA 31401, USA',
      countryCode: 'countries/us',
      swift: 'CHASUS33',
      bankPayeeAccountDisplayName: '9021 3378 1120',
      additionalRequisites: '',
      bankRoutingNumber: '021000021',
      isActive: true,
    },
    {
      displayName: 'Cargo Export Georgia',
      bankDisplayName: 'TBC Bank',
      bankPayeeDisplayName: 'Cargo Export Georgia LLC',
      bankPayeeAddressDisplayName: '7 Marjanishvili St, Tbilisi 0102, Georgia',
      countryCode: 'countries/ge',
      swift: 'TBCBGE22',
      bankPayeeAccountDisplayName: 'GE29TB7194336080100003',
      additionalRequisites: 'Intermediary: Citibank N.A., New York, CITIUS33',
      bankRoutingNumber: '',
      isActive: false,
    },
  ]
  for (const payee of payees) {
    const id = db.invoicePayees.allocateId()
    db.invoicePayees.put({ name: `invoicePayees/${id}`, id, ...payee })
  }
}
