import { lazy } from 'react'
import type { Screen, ScreenMap } from '../../app/screen-types'
import type * as BlogScreens from './blog/screens'
import type * as PagesScreens from './pages/screens'

const blog = (name: keyof typeof BlogScreens): Screen =>
  lazy(() => import('./blog/screens').then((screens) => ({ default: screens[name] })))
const pages = (name: keyof typeof PagesScreens): Screen =>
  lazy(() => import('./pages/screens').then((screens) => ({ default: screens[name] })))

/** The template's demo applications by route-table page (`app-todo`, `app-kanban`, ...); each app in its own folder. */
export const APP_SCREENS: ScreenMap = {
  'app-todo': lazy(() => import('./todo/TodoApp')),
  'app-kanban': lazy(() => import('./kanban/KanbanApp')),
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
}
