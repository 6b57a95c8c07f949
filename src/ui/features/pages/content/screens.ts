import { screensOf, type ScreenMap } from '../../../kit/lazy-screen'

const page = screensOf(() => import('./chunk'))

/** The template's pages whose content the in-browser mock answers: profile, FAQ, knowledge base, pricing. */
export const CONTENT_PAGE_SCREENS: ScreenMap = {
  profile: page('ProfilePage'),
  faq: page('FaqPage'),
  'knowledge-base': page('KnowledgeBase'),
  'knowledge-base-category': page('KnowledgeBaseCategory'),
  'knowledge-base-question': page('KnowledgeBaseQuestion'),
  pricing: page('PricingPage'),
}
