import type { KanbanBoard, KanbanTask } from '../../domain/apps/kanban'
import type { KanbanPort, KanbanState } from '../../ports/kanban-port'
import { pipelineFetch, type PipelineFetchOptions } from './pipeline-fetch'

const list = <T>(answer: unknown): T[] => (Array.isArray(answer) ? (answer as T[]) : [])
const state = (answer: Partial<KanbanState> | undefined): KanbanState => ({
  boards: list<KanbanBoard>(answer?.boards),
  tasks: list<KanbanTask>(answer?.tasks),
})

/** KanbanPort over the in-browser mock's `/apps/kanban/*` endpoints (template-apps §7). */
export function createKanbanAdapter(options: PipelineFetchOptions): KanbanPort {
  const request = pipelineFetch(options)
  const boardQuery = (id: string) => `?id=${encodeURIComponent(id)}`
  return {
    listBoards: async () => list<KanbanBoard>(await request<unknown>('GET', '/apps/kanban/boards')),
    listTasks: async () => list<KanbanTask>(await request<unknown>('GET', '/apps/kanban/tasks')),
    reorderTasks: async (taskId, targetTaskId) =>
      list<KanbanTask>(
        await request<unknown>('POST', '/apps/kanban/reorder-tasks', { data: { taskId, targetTaskId } }),
      ),
    moveTaskToBoard: (taskId, newBoardId) =>
      request<KanbanTask>('POST', '/apps/kanban/update-task-board', { data: { taskId, newBoardId } }),
    addTask: (data) => request<KanbanTask>('POST', '/apps/kanban/add-task', { data }),
    updateTask: (data) => request<KanbanTask>('POST', '/apps/kanban/update-task', { data }),
    addBoard: (title) => request<KanbanBoard>('POST', '/apps/kanban/add-board', { data: { title } }),
    deleteBoard: async (id) => state(await request('DELETE', `/apps/kanban/delete-board${boardQuery(id)}`)),
    clearBoard: async (id) => state(await request('DELETE', `/apps/kanban/clear-tasks${boardQuery(id)}`)),
  }
}
