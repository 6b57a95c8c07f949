import { describe, expect, it } from 'vitest'
import { fakeHttp, json } from './test-http'
import { createKanbanAdapter } from './kanban-adapter'

const board = { id: 'done', title: 'Done' }
const task = {
  id: 1,
  boardId: 'done',
  title: 'Paint',
  labels: [],
  description: '',
  dueDate: '2026-01-01',
  attachments: [],
  comments: [],
  assignedTo: [],
}

function harness(answer: (path: string, init?: RequestInit) => Response) {
  const { fetch, options } = fakeHttp(answer)
  return { fetch, kanban: createKanbanAdapter(options) }
}

describe('kanban adapter', () => {
  it('reads boards and tasks as arrays (anything else as empty)', async () => {
    const { kanban } = harness((path) => json(path.endsWith('boards') ? [board] : { not: 'a list' }))
    await expect(kanban.listBoards()).resolves.toEqual([board])
    await expect(kanban.listTasks()).resolves.toEqual([])
  })

  it('sends moves, additions and updates under data', async () => {
    const { fetch, kanban } = harness((path) =>
      json(path.includes('reorder') ? [task] : path.includes('board') ? board : task),
    )
    await expect(kanban.reorderTasks(1, 2)).resolves.toEqual([task])
    await kanban.moveTaskToBoard(1, 'done')
    await kanban.addTask({ title: 'Paint', boardId: 'todo' })
    await kanban.updateTask({ id: 1, title: 'Paint again' })
    await expect(kanban.addBoard('Blocked')).resolves.toEqual(board)
    expect(fetch.mock.calls.map(([path, init]) => [init?.method, path, init?.body])).toEqual([
      ['POST', '/apps/kanban/reorder-tasks', '{"data":{"taskId":1,"targetTaskId":2}}'],
      ['POST', '/apps/kanban/update-task-board', '{"data":{"taskId":1,"newBoardId":"done"}}'],
      ['POST', '/apps/kanban/add-task', '{"data":{"title":"Paint","boardId":"todo"}}'],
      ['POST', '/apps/kanban/update-task', '{"data":{"id":1,"title":"Paint again"}}'],
      ['POST', '/apps/kanban/add-board', '{"data":{"title":"Blocked"}}'],
    ])
  })

  it('deletes and clears a board by id and answers the state after', async () => {
    const { fetch, kanban } = harness(() => json({ boards: [board], tasks: [task] }))
    await expect(kanban.deleteBoard('in progress')).resolves.toEqual({ boards: [board], tasks: [task] })
    await kanban.clearBoard('done')
    expect(fetch.mock.calls.map(([path, init]) => [init?.method, path])).toEqual([
      ['DELETE', '/apps/kanban/delete-board?id=in%20progress'],
      ['DELETE', '/apps/kanban/clear-tasks?id=done'],
    ])
  })

  it('maps an unknown board to not_found', async () => {
    const { kanban } = harness(() => json({ message: 'Unknown board' }, 404))
    await expect(kanban.clearBoard('nope')).rejects.toMatchObject({
      code: 'not_found',
      message: 'Unknown board',
    })
  })
})
