import { lazyScreen, type ScreenMap } from '../../kit/lazy-screen'

const typesPage = (
  name: 'PaymentTypesPage' | 'ServiceTypesPage' | 'DiscountTypesPage' | 'InvoiceTypesPage',
) =>
  lazyScreen(() => import('./ReferenceTypesPage').then((pages) => ({ default: pages[name] })), ['references'])

/** The references feature's screens by route-table page: four kinds of types on one screen, and the rules. */
export const REFERENCE_SCREENS: ScreenMap = {
  'payment-type-list': typesPage('PaymentTypesPage'),
  'service-type-list': typesPage('ServiceTypesPage'),
  'discount-type-list': typesPage('DiscountTypesPage'),
  'invoice-type-list': typesPage('InvoiceTypesPage'),
  'formula-list': lazyScreen(() => import('./FormulasPage'), ['references']),
}
