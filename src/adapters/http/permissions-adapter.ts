import type { Permission } from '../../domain/apps/permissions'
import { countPages } from '../../domain/lists'
import type { PermissionsPort } from '../../ports/permissions-port'
import { pipelineFetch, type PipelineFetchOptions } from './pipeline-fetch'

interface ListAnswer {
  allData?: unknown
  total?: unknown
  permissions?: unknown
}

const list = (value: unknown): Permission[] => (Array.isArray(value) ? (value as Permission[]) : [])

/** PermissionsPort over the in-browser mock's `/apps/permissions/*` endpoints (template-apps §7). */
export function createPermissionsAdapter(options: PipelineFetchOptions): PermissionsPort {
  const request = pipelineFetch(options)
  return {
    async listPermissions(query) {
      const params = new URLSearchParams()
      if (query.q) params.set('q', query.q)
      if (query.assignedTo) params.set('assignedTo', query.assignedTo)
      params.set('page', String(query.page))
      params.set('perPage', String(query.perPage))
      const answer = await request<ListAnswer>('GET', `/apps/permissions/data?${params.toString()}`)
      const items = list(answer?.permissions)
      const total = typeof answer?.total === 'number' ? answer.total : items.length
      return {
        items,
        totalRows: total,
        totalPages: countPages(total, query.perPage),
        allData: list(answer?.allData),
      }
    },
    async addPermission(name) {
      const answer = await request<{ permission: Permission }>('POST', '/apps/permissions/add-permission', {
        permission: { name },
      })
      return answer.permission
    },
    async renamePermission(id, name) {
      const answer = await request<{ permission: Permission }>(
        'POST',
        '/apps/permissions/update-permission',
        {
          id,
          name,
        },
      )
      return answer.permission
    },
    async deletePermission(id) {
      await request<unknown>('DELETE', `/apps/permissions/delete?id=${encodeURIComponent(id)}`)
    },
  }
}
