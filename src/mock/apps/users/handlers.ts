import type { Server } from 'miragejs'
import {
  initialsAvatar,
  jsonBody,
  matchesText,
  nextId,
  queryInt,
  queryString,
  respond,
  sortDirection,
  readId,
} from '../../http'
import { paginate, sortBy } from '../../../domain/lists'
import type { ManagedUser } from './data'

export interface UsersState {
  users: ManagedUser[]
}

export const USERS_DEFAULTS = { page: 1, perPage: 10, sort: 'asc', sortColumn: 'fullName' } as const

const SORTABLE = new Set<keyof ManagedUser>([
  'id',
  'fullName',
  'company',
  'role',
  'username',
  'country',
  'contact',
  'email',
  'currentPlan',
  'status',
  'billing',
])

const sameText = (wanted: string | undefined, value: string): boolean =>
  !wanted || wanted.toLowerCase() === value.toLowerCase()

const findUser = (state: UsersState, id: number | string | undefined): ManagedUser | undefined =>
  state.users.find((u) => u.id === id)

export function usersRoutes(server: Server, state: UsersState): void {
  server.get('/api/users/list/all-data', () => state.users)

  /** q matches fullName, username, email, company or country; role, status, currentPlan, company filter exactly. */
  server.get('/api/users/list/data', (_schema, request) => {
    const q = queryString(request, 'q')
    const role = queryString(request, 'role')
    const status = queryString(request, 'status')
    const currentPlan = queryString(request, 'currentPlan')
    const company = queryString(request, 'company')
    const perPage = queryInt(request, 'perPage', USERS_DEFAULTS.perPage)
    const page = queryInt(request, 'page', USERS_DEFAULTS.page)
    const requestedColumn = queryString(request, 'sortColumn') as keyof ManagedUser | undefined
    const sortColumn =
      requestedColumn && SORTABLE.has(requestedColumn) ? requestedColumn : USERS_DEFAULTS.sortColumn
    const sort = sortDirection(queryString(request, 'sort'), USERS_DEFAULTS.sort)

    const filtered = state.users.filter(
      (u) =>
        matchesText(q, u.fullName, u.username, u.email, u.company, u.country) &&
        sameText(role, u.role) &&
        sameText(status, u.status) &&
        sameText(currentPlan, u.currentPlan) &&
        sameText(company, u.company),
    )
    const sorted = sortBy(filtered, (u) => u[sortColumn], sort)
    return { total: filtered.length, users: paginate(sorted, page, perPage).items }
  })

  server.get('/api/users/user', (_schema, request) => {
    const user = findUser(state, readId(request))
    return user ?? respond(404)
  })

  /** The body is the user's fields (or `{ user: fields }`); the id is the last id plus 1. */
  server.post('/apps/users/add-user', (_schema, request) => {
    const body = jsonBody(request)
    const fields = (
      typeof body.user === 'object' && body.user !== null ? body.user : body
    ) as Partial<ManagedUser>
    const fullName = fields.fullName ?? ''
    const user: ManagedUser = {
      company: '',
      role: 'subscriber',
      username: '',
      country: '',
      contact: '',
      email: '',
      currentPlan: 'basic',
      status: 'active',
      billing: 'Auto Debit',
      avatarColor: 'primary',
      ...fields,
      fullName,
      avatar: fields.avatar || initialsAvatar(fullName || '?'),
      id: nextId(state.users),
    }
    state.users.push(user)
    return respond(201, user)
  })

  server.delete('/apps/users/delete', (_schema, request) => {
    const user = findUser(state, readId(request))
    if (!user) return respond(404)
    state.users = state.users.filter((u) => u !== user)
    return respond(200, {})
  })
}
