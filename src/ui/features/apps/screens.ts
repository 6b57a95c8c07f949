import { lazy } from 'react'
import type { ScreenMap } from '../../app/screen-types'

/** The template's demo applications by route-table page (`app-todo`, `app-kanban`, ...); each app in its own folder. */
export const APP_SCREENS: ScreenMap = {
  'app-todo': lazy(() => import('./todo/TodoApp')),
  'app-kanban': lazy(() => import('./kanban/KanbanApp')),
  'blog-list': lazy(() => import('./blog/BlogList')),
  'blog-detail': lazy(() => import('./blog/BlogDetail')),
  'blog-edit': lazy(() => import('./blog/BlogEdit')),
  profile: lazy(() => import('./pages/ProfilePage')),
  faq: lazy(() => import('./pages/FaqPage')),
  'knowledge-base': lazy(() => import('./pages/KnowledgeBase')),
  'knowledge-base-category': lazy(() => import('./pages/KnowledgeBaseCategory')),
  'knowledge-base-question': lazy(() => import('./pages/KnowledgeBaseQuestion')),
  pricing: lazy(() => import('./pages/PricingPage')),
}
