import { lazy } from 'react'
import type { ScreenMap } from '../../app/screen-types'

/** The template's demo applications by route-table page (`app-todo`, `app-kanban`, ...); each app in its own folder. */
export const APP_SCREENS: ScreenMap = {
  'app-todo': lazy(() => import('./todo/TodoApp')),
  'app-kanban': lazy(() => import('./kanban/KanbanApp')),
  'app-email': lazy(() => import('./email/EmailApp')),
  'app-chat': lazy(() => import('./chat/ChatApp')),
  'app-invoice-list': lazy(() => import('./invoice/InvoiceListPage')),
  'app-invoice-preview': lazy(() => import('./invoice/InvoicePreviewPage')),
  'app-invoice-edit': lazy(() => import('./invoice/InvoiceEditPage')),
}
