import type { PaymentType } from '../domain/payments'
import type { CreateOptions } from './request-options'

/** Payment types (reference data). */
export interface PaymentTypesPort {
  listPaymentTypes(): Promise<PaymentType[]>
  getPaymentType(name: string): Promise<PaymentType>
  createPaymentType(type: PaymentType, options?: CreateOptions): Promise<PaymentType>
  updatePaymentType(name: string, type: PaymentType): Promise<PaymentType>
  deletePaymentType(name: string): Promise<void>
}
