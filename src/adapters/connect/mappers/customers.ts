import { create } from '@bufbuild/protobuf'
import { CustomerSchema, type Customer as ProtoCustomer } from '../../../gen/cargo/services/customers_pb'
import { applyIndividualRule, type Customer } from '../../../domain/customers'
import {
  activityFromProto,
  etagFromProto,
  moneyFromProto,
  nullableDateFromProto,
  nullableDateToProto,
} from '../codecs'

/** Customer family: Customer with its money totals. */

const MONEY_FIELDS = [
  'balance',
  'pendingBalance',
  'activeOrdersBalanceUsd',
  'activeOrdersPaidUsd',
  'activeOrdersPendingUsd',
  'completedOrdersBalanceUsd',
  'completedOrdersPaidUsd',
  'completedOrdersPendingUsd',
  'debtedBalanceUsd',
  'activeOrdersDebtedUsd',
  'completedOrdersDebtedUsd',
  'approvedRefound',
  'allRefoundedAmounts',
  'completedRefoundedAmounts',
  'activeRefoundedAmounts',
  'cashRefund',
  'wireRefund',
  'approvedDiscount',
] as const

export function customerFromProto(customer: ProtoCustomer): Customer {
  const totals = Object.fromEntries(
    MONEY_FIELDS.map((field) => [field, moneyFromProto(customer[field])]),
  ) as Pick<Customer, (typeof MONEY_FIELDS)[number]>
  return {
    name: customer.name,
    id: customer.id,
    displayName: customer.displayName,
    firstName: customer.firstName,
    middleName: customer.middleName,
    lastName: customer.lastName,
    countryName: customer.countryName,
    companyDisplayName: customer.companyDisplayName,
    type: customer.type,
    email: customer.email,
    phone: customer.phone,
    status: customer.status,
    paymentStatus: customer.paymentStatus,
    externalId: customer.externalId,
    buyers: [...customer.buyers],
    orderCount: customer.orderCount,
    activeOrderCount: customer.activeOrderCount,
    archivedOrderCount: customer.archivedOrderCount,
    paymentDueDate: nullableDateFromProto(customer.paymentDueDate),
    ...totals,
    ...activityFromProto(customer),
    ...etagFromProto(customer),
  }
}

/**
 * The customer as CreateCustomer and UpdateCustomer send it: the editable fields only (counts and money
 * totals and activity are the server's), with companyDisplayName emptied for individuals (spec §5).
 */
export function customerToProto(input: Customer): ProtoCustomer {
  const customer = applyIndividualRule(input)
  return create(CustomerSchema, {
    name: customer.name,
    id: customer.id,
    displayName: customer.displayName,
    firstName: customer.firstName,
    middleName: customer.middleName,
    lastName: customer.lastName,
    countryName: customer.countryName,
    companyDisplayName: customer.companyDisplayName,
    type: customer.type,
    email: customer.email,
    phone: customer.phone,
    status: customer.status,
    paymentStatus: customer.paymentStatus,
    externalId: customer.externalId,
    buyers: [...customer.buyers],
    paymentDueDate: nullableDateToProto(customer.paymentDueDate),
    etag: customer.etag ?? '',
  })
}
