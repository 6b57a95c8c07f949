import type { Formula } from '../../../domain/formulas'
import type { InvoiceType } from '../../../domain/invoices'
import type { OrderDiscountType, OrderServiceType } from '../../../domain/orders'
import type { PaymentType } from '../../../domain/payments'
import { sortServiceTypes } from '../../../domain/references'
import type { FormulasPort } from '../../../ports/formulas-port'
import type { InvoiceTypesPort } from '../../../ports/invoice-types-port'
import type { OrderDiscountTypesPort } from '../../../ports/order-discount-types-port'
import type { OrderServiceTypesPort } from '../../../ports/order-service-types-port'
import type { PaymentTypesPort } from '../../../ports/payment-types-port'
import { createListStore } from '../shared/list-store'

/** The reference lists (References screens); whole lists, loaded with `load(undefined)`. */

export function createServiceTypesStore(port: OrderServiceTypesPort, newRequestId?: () => string) {
  return createListStore<'items', OrderServiceType, void, OrderServiceType, OrderServiceType>({
    itemsKey: 'items',
    list: async () => sortServiceTypes(await port.listOrderServiceTypes()),
    create: (type, options) => port.createOrderServiceType(type, options),
    update: (name, type) => port.updateOrderServiceType(name, type),
    remove: (name) => port.deleteOrderServiceType(name),
    newRequestId,
  })
}

export function createDiscountTypesStore(port: OrderDiscountTypesPort, newRequestId?: () => string) {
  return createListStore<'items', OrderDiscountType, void, OrderDiscountType, OrderDiscountType>({
    itemsKey: 'items',
    list: () => port.listOrderDiscountTypes(),
    create: (type, options) => port.createOrderDiscountType(type, options),
    update: (name, type) => port.updateOrderDiscountType(name, type),
    remove: (name) => port.deleteOrderDiscountType(name),
    newRequestId,
  })
}

export function createInvoiceTypesStore(port: InvoiceTypesPort, newRequestId?: () => string) {
  return createListStore<'items', InvoiceType, void, InvoiceType, InvoiceType>({
    itemsKey: 'items',
    list: () => port.listInvoiceTypes(),
    create: (type, options) => port.createInvoiceType(type, options),
    update: (name, type) => port.updateInvoiceType(name, type),
    remove: (name) => port.deleteInvoiceType(name),
    newRequestId,
  })
}

export function createPaymentTypesStore(port: PaymentTypesPort, newRequestId?: () => string) {
  return createListStore<'items', PaymentType, void, PaymentType, PaymentType>({
    itemsKey: 'items',
    list: () => port.listPaymentTypes(),
    create: (type, options) => port.createPaymentType(type, options),
    update: (name, type) => port.updatePaymentType(name, type),
    remove: (name) => port.deletePaymentType(name),
    newRequestId,
  })
}

/** Formulas (Rules screen), optionally of one entity kind. */
export function createFormulasStore(port: FormulasPort, newRequestId?: () => string) {
  return createListStore<'items', Formula, string | undefined, Formula, Formula>({
    itemsKey: 'items',
    list: (entityName) => port.listFormulas(entityName),
    create: (formula, options) => port.createFormula(formula, options),
    update: (name, formula) => port.updateFormula(name, formula),
    remove: (name) => port.deleteFormula(name),
    newRequestId,
  })
}
