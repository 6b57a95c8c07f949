import * as z from 'zod/mini'
import { NO_ACTIVITY, activityOf } from '../../../domain/activity'
import { formatMoneyInput, parseMoneyInput, usd, type Money } from '../../../domain/money'
import { lineIdOf, orderAmount, type Order, type OrderServiceType } from '../../../domain/orders'
import {
  keyValuePairs,
  limitedText,
  moneyText,
  pairsFromRecord,
  recordFromPairs,
  requiredText,
  trimmedText,
} from '../../kit/form/schemas'
import { TEXT_LIMITS } from '../../../domain/text'

/**
 * The order form: customer, status, comment, and three kinds of lines. Items take a vehicle not yet ordered,
 * services a type, discounts a type and optionally the service they reduce and a source. Every amount is money
 * text cleaned as typed; lines keep their server names so an edit updates them rather than making new ones.
 */
export const orderSchema = z.object({
  customerName: requiredText(),
  status: trimmedText(),
  comment: limitedText(TEXT_LIMITS.comment),
  items: z.array(
    z.object({
      name: z.string(),
      itemName: requiredText(),
      amount: moneyText({ positive: true }),
      comment: z.string(),
      values: keyValuePairs(),
    }),
  ),
  services: z.array(
    z.object({
      name: z.string(),
      serviceTypeName: requiredText(),
      amount: moneyText(),
      comment: z.string(),
    }),
  ),
  discounts: z.array(
    z.object({
      name: z.string(),
      discountTypeName: requiredText(),
      serviceName: z.string(),
      sourceName: trimmedText(),
      amount: moneyText({ positive: true }),
      comment: z.string(),
    }),
  ),
})

export type OrderFormValues = z.infer<typeof orderSchema>
export type OrderItemValues = OrderFormValues['items'][number]
export type OrderServiceValues = OrderFormValues['services'][number]
export type OrderDiscountValues = OrderFormValues['discounts'][number]

export const newItem = (itemName = ''): OrderItemValues => ({
  name: '',
  itemName,
  amount: '',
  comment: '',
  values: [],
})
export const newService = (serviceTypeName = ''): OrderServiceValues => ({
  name: '',
  serviceTypeName,
  amount: '',
  comment: '',
})
export const newDiscount = (): OrderDiscountValues => ({
  name: '',
  discountTypeName: '',
  serviceName: '',
  sourceName: '',
  amount: '',
  comment: '',
})

/**
 * A new order: status `active`, the active service types that are required or added by default already in its
 * services (in the types' order), and a first item on `vehicleName` when the order starts from a vehicle.
 */
export function emptyOrderValues(
  serviceTypes: readonly OrderServiceType[],
  { customerName = '', vehicleName = '' } = {},
): OrderFormValues {
  return {
    customerName,
    status: 'active',
    comment: '',
    items: vehicleName ? [newItem(vehicleName)] : [],
    services: serviceTypes
      .filter((type) => type.isActive && (type.isRequired || type.isDefault))
      .map((type) => newService(type.name)),
    discounts: [],
  }
}

const moneyInput = (money: Money) => formatMoneyInput(money.value, money.exponent)

export function orderFormValues(order: Order): OrderFormValues {
  return {
    customerName: order.customerName,
    status: order.status,
    comment: order.comment,
    items: order.items.map((item) => ({
      name: item.name,
      itemName: item.itemName,
      amount: moneyInput(item.amount),
      comment: item.comment,
      values: pairsFromRecord(item.values),
    })),
    services: order.services.map((service) => ({
      name: service.name,
      serviceTypeName: service.serviceTypeName,
      amount: moneyInput(service.amount),
      comment: service.comment,
    })),
    discounts: order.discounts.map((discount) => ({
      name: discount.name,
      discountTypeName: discount.discountTypeName,
      serviceName: discount.serviceName ?? '',
      sourceName: discount.sourceName ?? '',
      amount: moneyInput(discount.amount),
      comment: discount.comment,
    })),
  }
}

const money = (text: string) => usd(parseMoneyInput(text))

/** The lines as the domain reads them (for the live totals). */
export function orderLinesOf(values: Pick<OrderFormValues, 'items' | 'services' | 'discounts'>) {
  return {
    items: values.items.map((item) => ({ amount: money(item.amount) })),
    services: values.services.map((service) => ({ amount: money(service.amount) })),
    discounts: values.discounts.map((discount) => ({ amount: money(discount.amount) })),
  }
}

/** The order's amount as the form stands: Σ items + Σ services − Σ discounts (the domain's rule). */
export const formOrderAmount = (values: Pick<OrderFormValues, 'items' | 'services' | 'discounts'>): Money =>
  orderAmount(orderLinesOf(values) as unknown as Pick<Order, 'items' | 'services' | 'discounts'>)

/**
 * The order to send. The server computes names of new lines, the totals and the approval state; it keeps the
 * archive flag (only MoveToArchive changes it), so the saved order's are passed back unchanged.
 */
export function orderFromValues(values: OrderFormValues, saved?: Order): Order {
  const zero = usd(0)
  const savedService = (name: string) => saved?.services.find((service) => service.name === name)
  return {
    ...(saved ? activityOf(saved) : NO_ACTIVITY),
    // The version the person read: a save over someone else's later change is refused (decision 0131).
    ...(saved?.etag ? { etag: saved.etag } : {}),
    name: saved?.name ?? '',
    id: saved?.id ?? 0,
    displayName: saved?.displayName ?? '',
    customerName: values.customerName,
    status: values.status.trim(),
    comment: values.comment.trim(),
    isArchive: saved?.isArchive ?? false,
    items: values.items.map((item) => ({
      name: item.name,
      id: lineIdOf(item.name),
      displayName: '',
      itemName: item.itemName,
      amount: money(item.amount),
      comment: item.comment.trim(),
      vehicle: null,
      values: recordFromPairs(item.values),
    })),
    services: values.services.map((service) => ({
      name: service.name,
      id: lineIdOf(service.name),
      displayName: '',
      serviceTypeName: service.serviceTypeName,
      amount: money(service.amount),
      comment: service.comment.trim(),
      isApproved: savedService(service.name)?.isApproved ?? false,
      isTypeApprovable: savedService(service.name)?.isTypeApprovable ?? false,
    })),
    discounts: values.discounts.map((discount) => ({
      name: discount.name,
      id: lineIdOf(discount.name),
      displayName: '',
      discountTypeName: discount.discountTypeName,
      ...(discount.serviceName ? { serviceName: discount.serviceName } : {}),
      ...(discount.sourceName ? { sourceName: discount.sourceName } : {}),
      amount: money(discount.amount),
      comment: discount.comment.trim(),
    })),
    amount: zero,
    paidAmount: zero,
    revertedAmount: zero,
    approvedRevertedAmount: zero,
    pendingAmount: zero,
    debtedAmount: zero,
    toBePaidAmount: zero,
  }
}
