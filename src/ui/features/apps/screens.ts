import { lazy, type ComponentType } from 'react'
import type { Screen, ScreenMap, ScreenProps } from '../../app/screen-types'

/** The pages of an app that share one lazily loaded chunk (its `screens` module, imported once for them all). */
function chunk<M extends object>(load: () => Promise<M>) {
  return (name: keyof M): Screen =>
    lazy(() => load().then((screens) => ({ default: screens[name] as ComponentType<ScreenProps> })))
}
const shopScreen = chunk(() => import('./shop/screens'))
const blog = chunk(() => import('./blog/screens'))
const pages = chunk(() => import('./pages/screens'))

/** The template's demo applications by route-table page (`app-todo`, `app-kanban`, ...); each app in its own folder. */
export const APP_SCREENS: ScreenMap = {
  'app-todo': lazy(() => import('./todo/TodoApp')),
  'app-kanban': lazy(() => import('./kanban/KanbanApp')),
  'account-settings': lazy(() => import('./account-settings/AccountSettingsPage')),
  'datatable-basic': lazy(() => import('./datatables/DatatableBasic')),
  'datatable-advance': lazy(() => import('./datatables/DatatableAdvance')),
  'forms-input': lazy(() => import('./form-elements/FormInputsPage')),
  'app-email': lazy(() => import('./email/EmailApp')),
  'blog-list': blog('BlogList'),
  'blog-detail': blog('BlogDetail'),
  'blog-edit': blog('BlogEdit'),
  profile: pages('ProfilePage'),
  faq: pages('FaqPage'),
  'knowledge-base': pages('KnowledgeBase'),
  'knowledge-base-category': pages('KnowledgeBaseCategory'),
  'knowledge-base-question': pages('KnowledgeBaseQuestion'),
  pricing: pages('PricingPage'),
  'app-chat': lazy(() => import('./chat/ChatApp')),
  'app-invoice-list': lazy(() => import('./invoice/InvoiceListPage')),
  'app-invoice-preview': lazy(() => import('./invoice/InvoicePreviewPage')),
  'app-invoice-edit': lazy(() => import('./invoice/InvoiceEditPage')),
  shop: shopScreen('ShopApp'),
  'shop-product': shopScreen('ProductDetailScreen'),
  'shop-wishlist': shopScreen('WishlistScreen'),
  'shop-checkout': shopScreen('CheckoutScreen'),
  'app-user-list': lazy(() => import('./users/UsersListPage')),
  'app-user-view': lazy(() => import('./users/UserViewPage')),
  'app-roles': lazy(() => import('./users/RolesPage')),
  'app-permissions': lazy(() => import('./users/PermissionsPage')),
  'dashboard-analytics': lazy(() => import('./cards/pages/DashboardAnalyticsPage')),
  'dashboard-ecommerce': lazy(() => import('./cards/pages/DashboardEcommercePage')),
  'cards-statistics': lazy(() => import('./cards/pages/CardsStatisticsPage')),
  'cards-analytics': lazy(() => import('./cards/pages/CardsAnalyticsPage')),
}
