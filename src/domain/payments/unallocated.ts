import { subtractMoney, type Money } from '../money'
import { isLivePayment } from './live-allocations'
import type { Payment } from './payment'

/**
 * The customer's unallocated money on a payment: its amount less what its lines set against orders and invoices
 * (`paidAmount`, Σ lines; none when unset), never below zero. None when the payment has no amount, or when it counts nowhere
 * (reverted or cancelled: its money is no longer the customer's to allocate).
 */
export function unallocatedAmount(
  payment: Pick<Payment, 'amount' | 'paidAmount' | 'status' | 'isApproved'>,
): Money | null {
  if (!payment.amount || !isLivePayment(payment)) return null
  const left = subtractMoney(payment.amount, payment.paidAmount ?? { ...payment.amount, value: 0 })
  return left.value > 0 ? left : { ...left, value: 0 }
}
