import { defineMockApp } from '../../mock-app'
import { createFaq } from './data'
import { faqRoutes } from './handlers'
import type { FaqState } from './handlers'

export const faqApp = defineMockApp<FaqState>({
  name: 'faq',
  createState: () => ({ categories: createFaq() }),
  routes: faqRoutes,
})
