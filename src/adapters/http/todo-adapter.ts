import { distinctAssignees, type TodoTask } from '../../domain/apps/todo'
import type { TodoPort } from '../../ports/todo-port'
import { pipelineFetch, type PipelineFetchOptions } from './pipeline-fetch'

const list = (answer: unknown): TodoTask[] => (Array.isArray(answer) ? (answer as TodoTask[]) : [])

/** TodoPort over the in-browser mock's `/apps/todo/*` endpoints (template-apps §7). */
export function createTodoAdapter(options: PipelineFetchOptions): TodoPort {
  const request = pipelineFetch(options)
  const listTasks: TodoPort['listTasks'] = async ({ q, filter, tag, sortBy }) => {
    const params = new URLSearchParams()
    if (q.trim() !== '') params.set('q', q.trim())
    if (filter !== 'all') params.set('filter', filter)
    if (tag) params.set('tag', tag)
    params.set('sortBy', sortBy)
    return list(await request<unknown>('GET', `/apps/todo/tasks?${params.toString()}`))
  }
  return {
    listTasks,
    addTask: (task) => request<TodoTask>('POST', '/apps/todo/add-tasks', { task }),
    updateTask: (change) => request<TodoTask>('POST', '/apps/todo/update-task', { task: change }),
    deleteTask: (id) =>
      request<TodoTask>('DELETE', `/apps/todo/delete-task?taskId=${encodeURIComponent(id)}`),
    async listAssignees() {
      const [open, deleted] = await Promise.all([
        listTasks({ q: '', filter: 'all', sortBy: 'latest' }),
        listTasks({ q: '', filter: 'deleted', sortBy: 'latest' }),
      ])
      return distinctAssignees([...open, ...deleted])
    },
  }
}
