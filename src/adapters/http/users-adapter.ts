import { usersPage, type ManagedUser } from '../../domain/apps/users'
import type { UsersPort } from '../../ports/users-port'
import { pipelineFetch, type PipelineFetchOptions } from './pipeline-fetch'

interface ListAnswer {
  total?: unknown
  users?: unknown
}

/** UsersPort over the in-browser mock's users endpoints (template-apps §7). */
export function createUsersAdapter(options: PipelineFetchOptions): UsersPort {
  const request = pipelineFetch(options)
  return {
    async listUsers(query) {
      const params = new URLSearchParams()
      if (query.q) params.set('q', query.q)
      if (query.role) params.set('role', query.role)
      if (query.status) params.set('status', query.status)
      if (query.currentPlan) params.set('currentPlan', query.currentPlan)
      params.set('sortColumn', query.sortColumn)
      params.set('sort', query.sort)
      params.set('page', String(query.page))
      params.set('perPage', String(query.perPage))
      const answer = await request<ListAnswer>('GET', `/api/users/list/data?${params.toString()}`)
      const users = Array.isArray(answer?.users) ? (answer.users as ManagedUser[]) : []
      const total = typeof answer?.total === 'number' ? answer.total : users.length
      return usersPage(users, total, query.perPage)
    },
    async allUsers() {
      const answer = await request<unknown>('GET', '/api/users/list/all-data')
      return Array.isArray(answer) ? (answer as ManagedUser[]) : []
    },
    getUser: (id) => request<ManagedUser>('GET', `/api/users/user?id=${encodeURIComponent(id)}`),
    addUser: (user) => request<ManagedUser>('POST', '/apps/users/add-user', user),
    async deleteUser(id) {
      await request<unknown>('DELETE', `/apps/users/delete?id=${encodeURIComponent(id)}`)
    },
  }
}
