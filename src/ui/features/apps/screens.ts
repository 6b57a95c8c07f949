import { lazy } from 'react'
import type { ScreenMap } from '../../app/screen-types'

/** The template's demo applications by route-table page (`app-todo`, `app-kanban`, ...); each app in its own folder. */
export const APP_SCREENS: ScreenMap = {
  'app-todo': lazy(() => import('./todo/TodoApp')),
  'app-kanban': lazy(() => import('./kanban/KanbanApp')),
  'account-settings': lazy(() => import('./account-settings/AccountSettingsPage')),
  'datatable-basic': lazy(() => import('./datatables/DatatableBasic')),
  'datatable-advance': lazy(() => import('./datatables/DatatableAdvance')),
  'forms-input': lazy(() => import('./form-elements/FormInputsPage')),
}
