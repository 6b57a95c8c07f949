import type { Server } from 'miragejs'
import { TODO_TAGS } from './data'
import type { TodoState, TodoTag, TodoTask } from './data'
import { badRequest, isRecord, json, nextId, notFound, queryOne, readBody, readId, toIntId } from '../support'

const SORTS: Record<string, (a: TodoTask, b: TodoTask) => number> = {
  latest: (a, b) => b.id - a.id,
  'title-asc': (a, b) => a.title.localeCompare(b.title),
  'title-desc': (a, b) => b.title.localeCompare(a.title),
  // Unassigned tasks go last.
  assignee: (a, b) =>
    (a.assignee?.fullName ?? '\uffff').localeCompare(b.assignee?.fullName ?? '\uffff') || a.id - b.id,
  'due-date': (a, b) => Date.parse(a.dueDate) - Date.parse(b.dueDate) || a.id - b.id,
}

const FILTERS: Record<string, (task: TodoTask) => boolean> = {
  important: (t) => t.isImportant && !t.isDeleted,
  completed: (t) => t.isCompleted && !t.isDeleted,
  deleted: (t) => t.isDeleted,
}

const taskFrom = (body: unknown): Record<string, unknown> | undefined =>
  isRecord(body) ? (isRecord(body.task) ? body.task : body) : undefined

export function todoRoutes(server: Server, state: TodoState): void {
  server.get('/apps/todo/tasks', (_schema, request) => {
    const q = (queryOne(request, 'q') ?? '').trim().toLowerCase()
    const filter = queryOne(request, 'filter') ?? ''
    const tag = queryOne(request, 'tag') ?? ''
    const sortBy = queryOne(request, 'sortBy') ?? ''
    const byFilter = FILTERS[filter] ?? ((t: TodoTask) => !t.isDeleted)
    const sort = SORTS[sortBy] ?? SORTS.latest
    return state.tasks
      .filter((t) => byFilter(t))
      .filter((t) => (TODO_TAGS.includes(tag as TodoTag) ? t.tags.includes(tag as TodoTag) : true))
      .filter((t) => q === '' || t.title.toLowerCase().includes(q))
      .sort(sort)
  })

  server.post('/apps/todo/add-tasks', (_schema, request) => {
    const input = taskFrom(readBody(request))
    if (!input || typeof input.title !== 'string' || input.title.trim() === '')
      return badRequest('A title is required')
    const task: TodoTask = {
      dueDate: new Date().toISOString(),
      description: '',
      assignee: null,
      tags: [],
      isCompleted: false,
      isDeleted: false,
      isImportant: false,
      ...(input as Partial<TodoTask>),
      title: input.title,
      id: nextId(state.tasks),
    }
    state.tasks.push(task)
    return json(201, task)
  })

  server.post('/apps/todo/update-task', (_schema, request) => {
    const input = taskFrom(readBody(request))
    const task = state.tasks.find((t) => t.id === toIntId(input?.id))
    if (!input || !task) return notFound('Unknown task')
    Object.assign(task, input, { id: task.id })
    return json(200, task)
  })

  server.delete('/apps/todo/delete-task', (_schema, request) => {
    const task = state.tasks.find((t) => t.id === toIntId(readId(request, ['taskId', 'id'])))
    if (!task) return notFound('Unknown task')
    task.isDeleted = true
    return json(200, task)
  })
}
