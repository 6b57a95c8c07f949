import { create } from '@bufbuild/protobuf'
import {
  PaymentSchema,
  PaymentTypeSchema,
  type Employee as ProtoEmployee,
  type Payment as ProtoPayment,
  type PaymentType as ProtoPaymentType,
} from '../../../gen/cargo/services/payments_pb'
import { assignLocalIds, type Employee, type Payment, type PaymentType } from '../../../domain/payments'
import {
  activityFromProto,
  idFromProto,
  idToProto,
  moneyToProto,
  nullableDateFromProto,
  nullableDateToProto,
  nullableMoneyFromProto,
  moneyFromProto,
  recordFromProto,
  etagFromProto,
} from '../codecs'

/** Payment family: Payment and its order lines, PaymentType, Employee (spec §3 Payment specifics). */

/** A fetched payment; each order line gets a local id (spec §3). An unset amount stays absent. */
export function paymentFromProto(payment: ProtoPayment): Payment {
  const result: Payment = {
    name: payment.name,
    id: idFromProto(payment.id),
    displayName: payment.displayName,
    customerName: payment.customerName,
    ...(payment.customerDisplayName ? { customerDisplayName: payment.customerDisplayName } : {}),
    paymentTypeName: payment.paymentTypeName,
    parameters: recordFromProto(payment.parameters),
    status: payment.status,
    comment: payment.comment,
    date: nullableDateFromProto(payment.date),
    paidAmount: nullableMoneyFromProto(payment.paidAmount),
    orders: assignLocalIds(
      payment.orders.map((line) => ({
        orderName: line.orderName,
        invoiceName: line.invoiceName,
        itemName: line.itemName,
        amount: moneyFromProto(line.amount),
        updatedBy: line.updatedBy,
        orderId: idFromProto(line.orderId),
      })),
    ),
    documentUrls: [...payment.documentUrls],
    isApproved: payment.isApproved,
    isApprovedRefund: payment.isApprovedRefund,
    ...activityFromProto(payment),
    ...etagFromProto(payment),
  }
  if (payment.amount) result.amount = moneyFromProto(payment.amount)
  return result
}

/** Text that may be null or undefined at run time (form state) goes out as an empty string (spec §3). */
const text = (value: string | null | undefined): string => value ?? ''

/**
 * The payment as CreatePayment and UpdatePayment send it: null text fields as empty strings, `amount` only
 * when it has a value, no local ids (they are the client's) and no activity (the server's).
 */
export function paymentToProto(payment: Payment): ProtoPayment {
  return create(PaymentSchema, {
    name: text(payment.name),
    id: idToProto(payment.id ?? 0),
    displayName: text(payment.displayName),
    customerName: text(payment.customerName),
    paymentTypeName: text(payment.paymentTypeName),
    parameters: { ...(payment.parameters ?? {}) },
    status: text(payment.status),
    comment: text(payment.comment),
    date: nullableDateToProto(payment.date),
    amount: payment.amount ? moneyToProto(payment.amount) : undefined,
    paidAmount: payment.paidAmount ? moneyToProto(payment.paidAmount) : undefined,
    orders: (payment.orders ?? []).map((line) => ({
      orderName: text(line.orderName),
      invoiceName: text(line.invoiceName),
      itemName: text(line.itemName),
      amount: moneyToProto(line.amount),
      updatedBy: text(line.updatedBy),
      orderId: idToProto(line.orderId ?? 0),
    })),
    documentUrls: [...(payment.documentUrls ?? [])],
    isApproved: payment.isApproved ?? false,
    isApprovedRefund: payment.isApprovedRefund ?? false,
    etag: payment.etag ?? '',
  })
}

export function paymentTypeFromProto(type: ProtoPaymentType): PaymentType {
  return {
    name: type.name,
    code: type.code,
    displayName: type.displayName,
    isActive: type.isActive,
    ...etagFromProto(type),
  }
}

export const paymentTypeToProto = (type: PaymentType): ProtoPaymentType =>
  create(PaymentTypeSchema, {
    name: type.name,
    code: type.code,
    displayName: type.displayName,
    isActive: type.isActive,
    etag: type.etag ?? '',
  })

export function employeeFromProto(employee: ProtoEmployee): Employee {
  return { name: employee.name, login: employee.login, displayName: employee.displayName }
}
