import { subtractMoney, type Money } from '../money'
import { isLivePayment } from './live-allocations'
import type { Payment } from './payment'

/**
 * The customer's unallocated money on a payment: its amount less what its lines set against orders and invoices
 * (`paidAmount`, Σ lines), never below zero. None when the payment has no amount, or when it counts nowhere
 * (reverted or cancelled: its money is no longer the customer's to allocate).
 */
export function unallocatedAmount(
  payment: Pick<Payment, 'amount' | 'paidAmount' | 'status' | 'isApproved'>,
): Money | null {
  if (!payment.amount || !isLivePayment(payment)) return null
  const left = subtractMoney(payment.amount, payment.paidAmount)
  return left.value > 0 ? left : { ...left, value: 0 }
}
