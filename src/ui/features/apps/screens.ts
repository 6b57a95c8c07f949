import type { ComponentType } from 'react'
import { lazyScreen, type Screen, type ScreenMap, type ScreenProps } from '../../kit/lazy-screen'

/** The pages of an app that share one lazily loaded chunk (its `screens` module, imported once for them all). */
function chunk<M extends object>(load: () => Promise<M>) {
  return (name: keyof M): Screen =>
    lazyScreen(() => load().then((screens) => ({ default: screens[name] as ComponentType<ScreenProps> })))
}
const shopScreen = chunk(() => import('./shop/screens'))
const blog = chunk(() => import('./blog/screens'))
const pages = chunk(() => import('./pages/screens'))

/** The template's demo applications by route-table page (`app-todo`, `app-kanban`, ...); each app in its own folder. */
export const APP_SCREENS: ScreenMap = {
  'app-todo': lazyScreen(() => import('./todo/TodoApp')),
  'app-kanban': lazyScreen(() => import('./kanban/KanbanApp')),
  'account-settings': lazyScreen(() => import('./account-settings/AccountSettingsPage')),
  'datatable-basic': lazyScreen(() => import('./datatables/DatatableBasic')),
  'datatable-advance': lazyScreen(() => import('./datatables/DatatableAdvance')),
  'forms-input': lazyScreen(() => import('./form-elements/FormInputsPage')),
  'app-email': lazyScreen(() => import('./email/EmailApp')),
  'blog-list': blog('BlogList'),
  'blog-detail': blog('BlogDetail'),
  'blog-edit': blog('BlogEdit'),
  profile: pages('ProfilePage'),
  faq: pages('FaqPage'),
  'knowledge-base': pages('KnowledgeBase'),
  'knowledge-base-category': pages('KnowledgeBaseCategory'),
  'knowledge-base-question': pages('KnowledgeBaseQuestion'),
  pricing: pages('PricingPage'),
  'app-chat': lazyScreen(() => import('./chat/ChatApp')),
  'app-invoice-list': lazyScreen(() => import('./invoice/InvoiceListPage')),
  'app-invoice-preview': lazyScreen(() => import('./invoice/InvoicePreviewPage')),
  'app-invoice-edit': lazyScreen(() => import('./invoice/InvoiceEditPage')),
  shop: shopScreen('ShopApp'),
  'shop-product': shopScreen('ProductDetailScreen'),
  'shop-wishlist': shopScreen('WishlistScreen'),
  'shop-checkout': shopScreen('CheckoutScreen'),
  'app-user-list': lazyScreen(() => import('./users/UsersListPage')),
  'app-user-view': lazyScreen(() => import('./users/UserViewPage')),
  'app-roles': lazyScreen(() => import('./users/RolesPage')),
  'app-permissions': lazyScreen(() => import('./users/PermissionsPage')),
  'dashboard-analytics': lazyScreen(() => import('./cards/pages/DashboardAnalyticsPage')),
  'dashboard-ecommerce': lazyScreen(() => import('./cards/pages/DashboardEcommercePage')),
  'cards-statistics': lazyScreen(() => import('./cards/pages/CardsStatisticsPage')),
  'cards-analytics': lazyScreen(() => import('./cards/pages/CardsAnalyticsPage')),
}
