import { lazyScreen, screensOf, type ScreenMap } from '../../kit/lazy-screen'

const shopScreen = screensOf(() => import('./shop/screens'))

/** The template's demo applications by route-table page (`app-todo`, `app-kanban`, ...); each app in its own folder. */
export const APP_SCREENS: ScreenMap = {
  'app-todo': lazyScreen(() => import('./todo/TodoApp')),
  'app-kanban': lazyScreen(() => import('./kanban/KanbanApp')),
  'account-settings': lazyScreen(() => import('./account-settings/AccountSettingsPage')),
  'datatable-basic': lazyScreen(() => import('./datatables/DatatableBasic')),
  'datatable-advance': lazyScreen(() => import('./datatables/DatatableAdvance')),
  'forms-input': lazyScreen(() => import('./form-elements/FormInputsPage')),
  'app-email': lazyScreen(() => import('./email/EmailApp')),
  // Each blog screen its own chunk: the list paints without the comment form's and the editor's form kit.
  'blog-list': lazyScreen(() => import('./blog/BlogList')),
  'blog-detail': lazyScreen(() => import('./blog/BlogDetail')),
  'blog-edit': lazyScreen(() => import('./blog/BlogEdit')),
  'app-chat': lazyScreen(() => import('./chat/ChatApp')),
  'app-invoice-list': lazyScreen(() => import('./invoice-demo/InvoiceListPage')),
  'app-invoice-preview': lazyScreen(() => import('./invoice-demo/InvoicePreviewPage')),
  'app-invoice-edit': lazyScreen(() => import('./invoice-demo/InvoiceEditPage')),
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
