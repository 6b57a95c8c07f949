import { PaymentsList } from './PaymentsList'

/** /payments: every payment the user may see. */
export default function PaymentsListPage() {
  return <PaymentsList />
}
