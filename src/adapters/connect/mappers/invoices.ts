import { create } from '@bufbuild/protobuf'
import {
  InvoicePayeeSchema,
  InvoiceSchema,
  InvoiceTypeSchema,
  type Invoice as ProtoInvoice,
  type InvoiceItem as ProtoInvoiceItem,
  type InvoicePayee as ProtoInvoicePayee,
  type InvoiceType as ProtoInvoiceType,
} from '../../../gen/cargo/services/invoices_pb'
import type { Invoice, InvoiceItem, InvoicePayee, InvoiceType } from '../../../domain/invoices'
import {
  activityFromProto,
  idFromProto,
  idToProto,
  moneyFromProto,
  moneyToProto,
  nullableDateFromProto,
  nullableDateToProto,
  nullableUnitValueFromProto,
  nullableUnitValueToProto,
  recordFromProto,
  etagFromProto,
} from '../codecs'

/** Invoice family: Invoice and its items, InvoiceType, InvoicePayee. */

function itemFromProto(item: ProtoInvoiceItem): InvoiceItem {
  return {
    name: item.name,
    id: idFromProto(item.id),
    displayName: item.displayName,
    itemName: item.itemName,
    orderName: item.orderName,
    price: moneyFromProto(item.price),
    quantity: nullableUnitValueFromProto(item.quantity),
    amount: moneyFromProto(item.amount),
    comment: item.comment,
  }
}

export function invoiceFromProto(invoice: ProtoInvoice): Invoice {
  return {
    name: invoice.name,
    id: idFromProto(invoice.id),
    number: invoice.number,
    displayName: invoice.displayName,
    customerName: invoice.customerName,
    customerDisplayNameActual: invoice.customerDisplayNameActual,
    customerDetails: invoice.customerDetails,
    invoiceTypeName: invoice.invoiceTypeName,
    payeeName: invoice.payeeName,
    parameters: recordFromProto(invoice.parameters),
    status: invoice.status,
    comment: invoice.comment,
    date: nullableDateFromProto(invoice.date),
    dueDate: nullableDateFromProto(invoice.dueDate),
    amount: moneyFromProto(invoice.amount),
    paidAmount: moneyFromProto(invoice.paidAmount),
    pendingAmount: moneyFromProto(invoice.pendingAmount),
    items: invoice.items.map(itemFromProto),
    ...activityFromProto(invoice),
    ...etagFromProto(invoice),
  }
}

/** The invoice as CreateInvoice and UpdateInvoice send it; paid and pending amounts and activity are the server's. */
export function invoiceToProto(invoice: Invoice): ProtoInvoice {
  return create(InvoiceSchema, {
    name: invoice.name,
    etag: invoice.etag ?? '',
    id: idToProto(invoice.id),
    number: invoice.number,
    displayName: invoice.displayName,
    customerName: invoice.customerName,
    customerDisplayNameActual: invoice.customerDisplayNameActual,
    customerDetails: invoice.customerDetails,
    invoiceTypeName: invoice.invoiceTypeName,
    payeeName: invoice.payeeName,
    parameters: { ...invoice.parameters },
    status: invoice.status,
    comment: invoice.comment,
    date: nullableDateToProto(invoice.date),
    dueDate: nullableDateToProto(invoice.dueDate),
    amount: moneyToProto(invoice.amount),
    items: invoice.items.map((item) => ({
      name: item.name,
      id: idToProto(item.id),
      displayName: item.displayName,
      itemName: item.itemName,
      orderName: item.orderName,
      price: moneyToProto(item.price),
      quantity: nullableUnitValueToProto(item.quantity),
      amount: moneyToProto(item.amount),
      comment: item.comment,
    })),
  })
}

export function invoiceTypeFromProto(type: ProtoInvoiceType): InvoiceType {
  return {
    name: type.name,
    code: type.code,
    displayName: type.displayName,
    documentHeaderComment: type.documentHeaderComment,
    logoUrl: type.logoUrl,
    isActive: type.isActive,
    ...etagFromProto(type),
  }
}

export const invoiceTypeToProto = (type: InvoiceType): ProtoInvoiceType =>
  create(InvoiceTypeSchema, {
    name: type.name,
    code: type.code,
    displayName: type.displayName,
    documentHeaderComment: type.documentHeaderComment,
    logoUrl: type.logoUrl,
    isActive: type.isActive,
    etag: type.etag ?? '',
  })

/** The domain's `countryCode` is the wire's `countryName` (spec §3 InvoicePayee). */
export function invoicePayeeFromProto(payee: ProtoInvoicePayee): InvoicePayee {
  return {
    name: payee.name,
    id: idFromProto(payee.id),
    displayName: payee.displayName,
    bankDisplayName: payee.bankDisplayName,
    bankPayeeDisplayName: payee.bankPayeeDisplayName,
    bankPayeeAddressDisplayName: payee.bankPayeeAddressDisplayName,
    countryCode: payee.countryName,
    swift: payee.swift,
    bankPayeeAccountDisplayName: payee.bankPayeeAccountDisplayName,
    additionalRequisites: payee.additionalRequisites,
    bankRoutingNumber: payee.bankRoutingNumber,
    isActive: payee.isActive,
    ...etagFromProto(payee),
  }
}

export function invoicePayeeToProto(payee: InvoicePayee): ProtoInvoicePayee {
  return create(InvoicePayeeSchema, {
    name: payee.name,
    id: idToProto(payee.id),
    displayName: payee.displayName,
    bankDisplayName: payee.bankDisplayName,
    bankPayeeDisplayName: payee.bankPayeeDisplayName,
    bankPayeeAddressDisplayName: payee.bankPayeeAddressDisplayName,
    countryName: payee.countryCode,
    swift: payee.swift,
    bankPayeeAccountDisplayName: payee.bankPayeeAccountDisplayName,
    additionalRequisites: payee.additionalRequisites,
    bankRoutingNumber: payee.bankRoutingNumber,
    isActive: payee.isActive,
    etag: payee.etag ?? '',
  })
}
