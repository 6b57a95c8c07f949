import type { PaymentType } from '../domain/payments'
import type { CreateOptions } from './request-options'

/** Payment types (reference data). */
export interface PaymentTypesPort {
  listPaymentTypes(): Promise<PaymentType[]>
  getPaymentType(name: string): Promise<PaymentType>
  createPaymentType(type: PaymentType, options?: CreateOptions): Promise<PaymentType>
  updatePaymentType(name: string, type: PaymentType): Promise<PaymentType>
  /** `etag`: the version the person saw; a stale one is refused with `aborted` (decision 0130), none is unchecked. */
  deletePaymentType(name: string, etag?: string): Promise<void>
}
