/**
 * The pages the global search and the bookmark bar offer: the template's routes (template-apps §2) and the
 * back office's side-menu pages (backoffice §2). Icons are feather-style names, as in the domain's SIDE_MENU.
 */
import { SIDE_MENU, STARTING_BOOKMARKS } from '../../../domain/access'

export interface SearchPage {
  id: number
  target: string
  title: string
  icon: string
  link: string
  isBookmarked: boolean
}

type PageRow = [target: string, title: string, icon: string, link: string]

/** English titles of the side-menu pages; links and icons come from the domain's SIDE_MENU. */
const BACKOFFICE_TITLES: Record<string, string> = {
  customers: 'Customers',
  suspended: 'Suspended',
  orders: 'Orders',
  archive: 'Archive',
  invoices: 'Invoices',
  payments: 'Payments',
  beneficiaries: 'Beneficiaries',
  cargoloopPending: 'Pending',
  cargoloopCancelled: 'Cancelled',
  cargoloopVehicles: 'Vehicles',
  cargoloopLocalTransportations: 'Local Transportation',
  cargoloopContainers: 'Containers',
  terminals: 'Terminals',
  cities: 'Cities',
  states: 'States',
  countries: 'Countries',
  paymentTypes: 'Payment Types',
  serviceTypes: 'Service Types',
  discountTypes: 'Discount Types',
  invoiceTypes: 'Invoice Types',
  rules: 'Rules',
}

/** The back office's own pages, in side-menu order (backoffice §2). */
const BACKOFFICE_PAGES: PageRow[] = SIDE_MENU.flatMap((group) => group.items).map((item) => [
  item.id,
  BACKOFFICE_TITLES[item.id] ?? item.id,
  item.icon,
  item.path,
])

/** The template's pages (template-apps §2), one entry per UI demo area. */
const TEMPLATE_PAGES: PageRow[] = [
  ['analyticsDash', 'Analytics Dashboard', 'activity', '/dashboard/analytics'],
  ['eCommerceDash', 'eCommerce Dashboard', 'shopping-cart', '/'],
  ['email', 'Email', 'mail', '/apps/email'],
  ['chat', 'Chat', 'message-square', '/apps/chat'],
  ['todo', 'Todo', 'check-square', '/apps/todo'],
  ['calendar', 'Calendar', 'calendar', '/calendar'],
  ['kanban', 'Kanban', 'columns', '/apps/kanban'],
  ['roles', 'Roles', 'shield', '/apps/roles'],
  ['permissions', 'Permissions', 'lock', '/apps/permissions'],
  ['invoiceList', 'Invoice List', 'list', '/apps/invoice/list'],
  ['invoicePreview', 'Invoice Preview', 'file-text', '/apps/invoice/preview'],
  ['invoiceEdit', 'Invoice Edit', 'edit', '/apps/invoice/edit'],
  ['invoiceAdd', 'Invoice Add', 'plus', '/apps/invoice/add'],
  ['eCommerceShop', 'Shop', 'shopping-bag', '/apps/ecommerce/shop'],
  ['eCommerceDetail', 'Product Detail', 'tag', '/apps/ecommerce/product-detail'],
  ['eCommerceWishlist', 'Wishlist', 'heart', '/apps/ecommerce/wishlist'],
  ['eCommerceCheckout', 'Checkout', 'credit-card', '/apps/ecommerce/checkout'],
  ['userList', 'User List', 'users', '/apps/user/list'],
  ['userView', 'User View', 'user', '/apps/user/view'],
  ['loginBasic', 'Login Basic', 'log-in', '/pages/login-basic'],
  ['loginCover', 'Login Cover', 'log-in', '/pages/login-cover'],
  ['registerBasic', 'Register Basic', 'user-plus', '/pages/register-basic'],
  ['registerCover', 'Register Cover', 'user-plus', '/pages/register-cover'],
  ['forgotPasswordBasic', 'Forgot Password Basic', 'key-round', '/pages/forgot-password-basic'],
  ['forgotPasswordCover', 'Forgot Password Cover', 'key-round', '/pages/forgot-password-cover'],
  ['resetPasswordBasic', 'Reset Password Basic', 'rotate-ccw', '/pages/reset-password-basic'],
  ['resetPasswordCover', 'Reset Password Cover', 'rotate-ccw', '/pages/reset-password-cover'],
  ['verifyEmailBasic', 'Verify Email Basic', 'mail-check', '/pages/verify-email-basic'],
  ['verifyEmailCover', 'Verify Email Cover', 'mail-check', '/pages/verify-email-cover'],
  ['twoStepsBasic', 'Two Steps Basic', 'smartphone', '/pages/two-steps-basic'],
  ['twoStepsCover', 'Two Steps Cover', 'smartphone', '/pages/two-steps-cover'],
  ['accountSettings', 'Account Settings', 'settings', '/pages/account-settings'],
  ['profile', 'Profile', 'user', '/pages/profile'],
  ['faq', 'FAQ', 'help-circle', '/pages/faq'],
  ['knowledgeBase', 'Knowledge Base', 'book-open', '/pages/knowledge-base'],
  ['pricing', 'Pricing', 'dollar-sign', '/pages/pricing'],
  ['blogList', 'Blog List', 'newspaper', '/pages/blog/list'],
  ['blogDetail', 'Blog Detail', 'newspaper', '/pages/blog/detail'],
  ['blogEdit', 'Blog Edit', 'pen-line', '/pages/blog/edit'],
  ['license', 'License', 'award', '/pages/license'],
  ['apiKey', 'API Key', 'key', '/pages/api-key'],
  ['modalExamples', 'Modal Examples', 'square-stack', '/pages/modal-examples'],
  ['comingSoon', 'Coming Soon', 'clock', '/misc/coming-soon'],
  ['notAuthorized', 'Not Authorized', 'ban', '/misc/not-authorized'],
  ['maintenance', 'Maintenance', 'hammer', '/misc/maintenance'],
  ['error', 'Error', 'alert-triangle', '/misc/error'],
  ['accessControl', 'Access Control', 'shield-check', '/access-control'],
  ['typography', 'Typography', 'type', '/ui-element/typography'],
  ['colors', 'Colors', 'palette', '/colors'],
  ['icons', 'Icons', 'smile', '/icons'],
  ['basicCards', 'Basic Cards', 'credit-card', '/cards/basic'],
  ['advanceCards', 'Advance Cards', 'layout-grid', '/cards/advance'],
  ['statisticsCards', 'Statistics Cards', 'bar-chart-2', '/cards/statistics'],
  ['analyticsCards', 'Analytics Cards', 'pie-chart', '/cards/analytics'],
  ['actionCards', 'Action Cards', 'mouse-pointer-click', '/cards/action'],
  ['alerts', 'Alerts', 'alert-circle', '/components/alerts'],
  ['avatars', 'Avatars', 'user-circle', '/components/avatar'],
  ['badges', 'Badges', 'badge-check', '/components/badges'],
  ['tabs', 'Tabs', 'panel-top', '/components/tabs'],
  ['sweetAlert', 'Sweet Alert', 'bell', '/extensions/sweet-alert'],
  ['fileUploader', 'File Uploader', 'upload', '/extensions/uploader'],
  ['collapsedMenu', 'Collapsed Menu', 'panel-left-close', '/page-layout/collapsed-menu'],
  ['layoutBoxed', 'Layout Boxed', 'square', '/page-layout/layout-boxed'],
  ['formElements', 'Form Elements', 'text-cursor-input', '/forms/elements/input'],
  ['formLayouts', 'Form Layouts', 'layout-template', '/forms/layout/form-layout'],
  ['formValidation', 'Form Validation', 'check-circle', '/forms/form-validation'],
  ['formWizard', 'Form Wizard', 'list-ordered', '/forms/wizard'],
  ['tablesBasic', 'Table', 'table', '/tables/reactstrap'],
  ['dataTablesBasic', 'Data Tables Basic', 'table-2', '/datatables/basic'],
  ['dataTablesAdvance', 'Data Tables Advance', 'table-2', '/datatables/advance'],
  ['apexCharts', 'Apex Charts', 'line-chart', '/charts/apex'],
  ['chartJs', 'ChartJS', 'bar-chart', '/charts/chartjs'],
  ['recharts', 'Recharts', 'area-chart', '/charts/recharts'],
]

/**
 * A fresh page list: back-office pages first (ids 1..21), then the template's. The domain's starting bookmarks
 * are bookmarked; the bar shows each user those it opens for them (decision 0060).
 */
export const createSearchPages = (): SearchPage[] =>
  [...BACKOFFICE_PAGES, ...TEMPLATE_PAGES].map(([target, title, icon, link], index) => ({
    id: index + 1,
    target,
    title,
    icon,
    link,
    isBookmarked: STARTING_BOOKMARKS.includes(link),
  }))
