import type { Server } from 'miragejs'
import type { KanbanBoard, KanbanState, KanbanTask } from './data'
import { badRequest, isRecord, json, nextId, notFound, readBody, readId, toIntId } from '../support'

/** The payload under `data` (as the client sends it), or the body itself. */
const dataOf = (body: unknown): Record<string, unknown> | undefined =>
  isRecord(body) ? (isRecord(body.data) ? body.data : body) : undefined

const slug = (text: string) =>
  text
    .toLowerCase()
    .trim()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

export function kanbanRoutes(server: Server, state: KanbanState): void {
  const findTask = (id: unknown) => state.tasks.find((t) => t.id === toIntId(id))
  // Board ids are text; readId answers a number for one made of digits (a board titled "2026"): compare as text.
  const findBoard = (id: unknown) =>
    typeof id === 'string' || typeof id === 'number'
      ? state.boards.find((b) => b.id === String(id))
      : undefined

  server.get('/apps/kanban/boards', () => state.boards)
  server.get('/apps/kanban/tasks', () => state.tasks)

  server.post('/apps/kanban/reorder-tasks', (_schema, request) => {
    const data = dataOf(readBody(request))
    const task = findTask(data?.taskId)
    const target = findTask(data?.targetTaskId)
    if (!task || !target) return notFound('Unknown task')
    // The task takes the target's position (and board); the tasks in between shift by one.
    const targetIndex = state.tasks.indexOf(target)
    state.tasks.splice(state.tasks.indexOf(task), 1)
    state.tasks.splice(targetIndex, 0, task)
    task.boardId = target.boardId
    return json(200, state.tasks)
  })

  server.post('/apps/kanban/update-task-board', (_schema, request) => {
    const data = dataOf(readBody(request))
    const task = findTask(data?.taskId)
    if (!task || !findBoard(data?.newBoardId)) return notFound('Unknown task or board')
    task.boardId = String(data?.newBoardId)
    return json(200, task)
  })

  server.post('/apps/kanban/add-task', (_schema, request) => {
    const data = dataOf(readBody(request))
    if (!data || typeof data.title !== 'string' || data.title.trim() === '')
      return badRequest('A title is required')
    if (!findBoard(data.boardId)) return notFound('Unknown board')
    const task: KanbanTask = {
      labels: [],
      description: '',
      dueDate: new Date().toISOString().slice(0, 10),
      attachments: [],
      comments: [],
      assignedTo: [],
      ...(data as Partial<KanbanTask>),
      boardId: String(data.boardId),
      title: data.title,
      id: nextId(state.tasks),
    }
    state.tasks.push(task)
    return json(201, task)
  })

  server.post('/apps/kanban/add-board', (_schema, request) => {
    const data = dataOf(readBody(request))
    if (!data || typeof data.title !== 'string' || data.title.trim() === '')
      return badRequest('A title is required')
    const base = typeof data.id === 'string' && data.id !== '' ? slug(data.id) : slug(data.title) || 'board'
    let id = base
    for (let n = 2; findBoard(id); n++) id = `${base}-${n}`
    const board: KanbanBoard = { id, title: data.title.trim() }
    state.boards.push(board)
    return json(201, board)
  })

  server.post('/apps/kanban/update-task', (_schema, request) => {
    const data = dataOf(readBody(request))
    const task = findTask(data?.id)
    if (!data || !task) return notFound('Unknown task')
    if (data.boardId !== undefined && !findBoard(data.boardId)) return notFound('Unknown board')
    Object.assign(task, data, { id: task.id })
    return json(200, task)
  })

  server.delete('/apps/kanban/delete-board', (_schema, request) => {
    const board = findBoard(readId(request, ['id', 'boardId']))
    if (!board) return notFound('Unknown board')
    state.boards.splice(state.boards.indexOf(board), 1)
    state.tasks = state.tasks.filter((t) => t.boardId !== board.id)
    return json(200, { boards: state.boards, tasks: state.tasks })
  })

  server.delete('/apps/kanban/clear-tasks', (_schema, request) => {
    const board = findBoard(readId(request, ['id', 'boardId']))
    if (!board) return notFound('Unknown board')
    state.tasks = state.tasks.filter((t) => t.boardId !== board.id)
    return json(200, { boards: state.boards, tasks: state.tasks })
  })
}
