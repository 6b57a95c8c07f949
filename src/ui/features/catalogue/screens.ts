import { lazyScreen, type ScreenMap } from '../../kit/lazy-screen'

const NS = ['catalogue']

/**
 * The catalogue of the kit (the template's UI demo pages, template-apps.md §2), by route-table page
 * (`catalogue-<route id>`); each page in its own chunk, its words fetched beside its code.
 */
export const CATALOGUE_SCREENS: ScreenMap = {
  'catalogue-typography': lazyScreen(() => import('./pages/TypographyPage'), NS),
  'catalogue-basicCards': lazyScreen(() => import('./pages/CardsBasicPage'), NS),
  'catalogue-advanceCards': lazyScreen(() => import('./pages/CardsAdvancePage'), NS),
  'catalogue-actionCards': lazyScreen(() => import('./pages/CardsActionPage'), NS),
  'catalogue-alerts': lazyScreen(() => import('./pages/AlertsPage'), NS),
  'catalogue-avatars': lazyScreen(() => import('./pages/AvatarPage'), NS),
  'catalogue-badges': lazyScreen(() => import('./pages/BadgesPage'), NS),
  'catalogue-tabs': lazyScreen(() => import('./pages/TabsPage'), NS),
  'catalogue-sweetAlert': lazyScreen(() => import('./pages/SweetAlertPage'), NS),
  'catalogue-fileUploader': lazyScreen(() => import('./pages/UploaderPage'), NS),
  'catalogue-collapsedMenu': lazyScreen(() => import('./pages/CollapsedMenuPage'), NS),
  'catalogue-layoutBoxed': lazyScreen(() => import('./pages/LayoutBoxedPage'), NS),
  'catalogue-formLayouts': lazyScreen(() => import('./pages/FormLayoutPage'), NS),
  'catalogue-formValidation': lazyScreen(() => import('./pages/FormValidationPage'), NS),
  'catalogue-formWizard': lazyScreen(() => import('./pages/WizardPage'), NS),
  'catalogue-tablesBasic': lazyScreen(() => import('./pages/TablesPage'), NS),
  'catalogue-apexCharts': lazyScreen(() => import('./pages/ChartsApexPage'), NS),
  'catalogue-chartJs': lazyScreen(() => import('./pages/ChartsChartjsPage'), NS),
  'catalogue-recharts': lazyScreen(() => import('./pages/ChartsRechartsPage'), NS),
}
