import { lazy } from 'react'
import type { ScreenMap } from '../../app/screen-types'
import type * as ShopScreens from './shop/screens'

/** A page of the shop, from the shop's one lazily loaded chunk (one import for the four pages). */
const shopScreen = (name: keyof typeof ShopScreens) =>
  lazy(() => import('./shop/screens').then((screens) => ({ default: screens[name] })))

/** The template's demo applications by route-table page (`app-todo`, `app-kanban`, ...); each app in its own folder. */
export const APP_SCREENS: ScreenMap = {
  'app-todo': lazy(() => import('./todo/TodoApp')),
  'app-kanban': lazy(() => import('./kanban/KanbanApp')),
  'account-settings': lazy(() => import('./account-settings/AccountSettingsPage')),
  'datatable-basic': lazy(() => import('./datatables/DatatableBasic')),
  'datatable-advance': lazy(() => import('./datatables/DatatableAdvance')),
  'forms-input': lazy(() => import('./form-elements/FormInputsPage')),
  'app-email': lazy(() => import('./email/EmailApp')),
  'app-chat': lazy(() => import('./chat/ChatApp')),
  'app-invoice-list': lazy(() => import('./invoice/InvoiceListPage')),
  'app-invoice-preview': lazy(() => import('./invoice/InvoicePreviewPage')),
  'app-invoice-edit': lazy(() => import('./invoice/InvoiceEditPage')),
  shop: shopScreen('ShopApp'),
  'shop-product': shopScreen('ProductDetailScreen'),
  'shop-wishlist': shopScreen('WishlistScreen'),
  'shop-checkout': shopScreen('CheckoutScreen'),
}
