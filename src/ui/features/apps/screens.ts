import { lazy } from 'react'
import type { ScreenMap } from '../../app/screen-types'

/** The template's demo applications by route-table page (`app-todo`, `app-kanban`, ...); each app in its own folder. */
export const APP_SCREENS: ScreenMap = {
  'app-todo': lazy(() => import('./todo/TodoApp')),
  'app-kanban': lazy(() => import('./kanban/KanbanApp')),
  'app-user-list': lazy(() => import('./users/UsersListPage')),
  'app-user-view': lazy(() => import('./users/UserViewPage')),
  'app-roles': lazy(() => import('./users/RolesPage')),
  'app-permissions': lazy(() => import('./users/PermissionsPage')),
}
