import { useTranslation } from 'react-i18next'
import type { ScreenProps } from '../../app/screens'
import { OrdersList } from '../orders/OrdersList'

/** A customer's page: their orders (ListOrders with customerName). A customer signed in lands here. */
export default function CustomerViewPage({ params }: ScreenProps) {
  const { t } = useTranslation('orders')
  const customerName = `customers/${params.id ?? ''}`
  return (
    <OrdersList
      archive={false}
      customerName={customerName}
      title={t('customerOrdersTitle', { customer: params.id })}
    />
  )
}
