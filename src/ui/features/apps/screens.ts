import { lazy } from 'react'
import type { ScreenMap } from '../../app/screen-types'

/** The template's demo applications by route-table page (`app-todo`, `app-kanban`, ...); each app in its own folder. */
export const APP_SCREENS: ScreenMap = {
  'app-todo': lazy(() => import('./todo/TodoApp')),
  'app-kanban': lazy(() => import('./kanban/KanbanApp')),
  'dashboard-analytics': lazy(() => import('./cards/pages/DashboardAnalyticsPage')),
  'dashboard-ecommerce': lazy(() => import('./cards/pages/DashboardEcommercePage')),
  'cards-statistics': lazy(() => import('./cards/pages/CardsStatisticsPage')),
  'cards-analytics': lazy(() => import('./cards/pages/CardsAnalyticsPage')),
}
