import type { Server } from 'miragejs'
import { jsonBody, matchesText, nextId, queryInt, queryString, readId, respond } from '../../http'
import { paginate } from '../../../domain/lists'
import { formatCreatedDate } from './data'
import type { Permission } from './data'

export interface PermissionsState {
  permissions: Permission[]
}

export const PERMISSIONS_DEFAULTS = { perPage: 10, page: 1 } as const

const nameOf = (body: Record<string, unknown>): string => {
  const { permission, name } = body
  if (typeof permission === 'string') return permission.trim()
  if (typeof permission === 'object' && permission !== null) {
    const inner = (permission as Record<string, unknown>).name
    if (typeof inner === 'string') return inner.trim()
  }
  return typeof name === 'string' ? name.trim() : ''
}

export function permissionsRoutes(server: Server, state: PermissionsState): void {
  /** q matches name or createdDate; assignedTo keeps only permissions given to that role. */
  server.get('/apps/permissions/data', (_schema, request) => {
    const q = queryString(request, 'q')
    const assignedTo = queryString(request, 'assignedTo')
    const perPage = queryInt(request, 'perPage', PERMISSIONS_DEFAULTS.perPage)
    const page = queryInt(request, 'page', PERMISSIONS_DEFAULTS.page)
    const filtered = state.permissions.filter(
      (p) => matchesText(q, p.name, p.createdDate) && (!assignedTo || p.assignedTo.includes(assignedTo)),
    )
    return {
      params: request.queryParams,
      allData: state.permissions,
      total: filtered.length,
      permissions: paginate(filtered, page, perPage).items,
    }
  })

  /** Body `{ permission: { name } }`, `{ permission: name }` or `{ name }`; assigned to administrator only. */
  server.post('/apps/permissions/add-permission', (_schema, request) => {
    const name = nameOf(jsonBody(request))
    if (!name) return respond(400, { error: 'A permission name is required' })
    const permission: Permission = {
      id: nextId(state.permissions),
      name,
      assignedTo: ['administrator'],
      createdDate: formatCreatedDate(new Date()),
    }
    state.permissions.push(permission)
    return respond(201, { permission })
  })

  server.post('/apps/permissions/update-permission', (_schema, request) => {
    const body = jsonBody(request)
    const id = readId(request)
    const name = nameOf(body)
    const permission = state.permissions.find((p) => p.id === id)
    if (!permission) return respond(404)
    if (name) permission.name = name
    return respond(201, { permission })
  })

  server.delete('/apps/permissions/delete', (_schema, request) => {
    const id = readId(request)
    const exists = state.permissions.some((p) => p.id === id)
    if (!exists) return respond(404)
    state.permissions = state.permissions.filter((p) => p.id !== id)
    return respond(200, {})
  })
}
