import { useLocation } from 'wouter'
import { OrdersList } from './OrdersList'

/** /orders and /archive share this page (spec §2); /archive lists archived orders. */
export default function OrdersListPage() {
  const [location] = useLocation()
  return <OrdersList archive={location.startsWith('/archive')} />
}
