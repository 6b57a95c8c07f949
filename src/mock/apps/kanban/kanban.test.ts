import { describe, expect, it } from 'vitest'
import { mockEachTest } from '../../../testing/in-browser-mock'
import { kanbanApp } from '.'
import type { KanbanBoard, KanbanTask } from './data'

mockEachTest(kanbanApp)

async function call<T>(path: string, init?: RequestInit): Promise<{ status: number; body: T }> {
  const response = await fetch(path, init)
  return { status: response.status, body: (await response.json()) as T }
}
const send = <T>(method: string, path: string, body: unknown) =>
  call<T>(path, { method, body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } })
const boards = async () => (await call<KanbanBoard[]>('/apps/kanban/boards')).body
const tasks = async () => (await call<KanbanTask[]>('/apps/kanban/tasks')).body

describe('kanban mock', () => {
  it('starts with the todo, in-progress and done boards and tasks on each', async () => {
    expect((await boards()).map((b) => b.id)).toEqual(['todo', 'in-progress', 'done'])
    const list = await tasks()
    for (const board of ['todo', 'in-progress', 'done'])
      expect(list.some((t) => t.boardId === board)).toBe(true)
    expect(list.some((t) => t.coverImage?.startsWith('data:image/svg+xml'))).toBe(true)
    expect(list[0]).toMatchObject({
      labels: expect.any(Array),
      assignedTo: expect.any(Array),
      comments: expect.any(Array),
    })
  })

  it('moves a task to the position of another, forwards and backwards', async () => {
    const before = (await tasks()).map((t) => t.id)
    const { status } = await send('POST', '/apps/kanban/reorder-tasks', {
      data: { taskId: before[0], targetTaskId: before[2] },
    })
    expect(status).toBe(200)
    const forward = (await tasks()).map((t) => t.id)
    expect(forward).toEqual([before[1], before[2], before[0], ...before.slice(3)])
    await send('POST', '/apps/kanban/reorder-tasks', { data: { taskId: before[0], targetTaskId: before[1] } })
    expect((await tasks()).map((t) => t.id)).toEqual(before)
    expect(
      (await send('POST', '/apps/kanban/reorder-tasks', { data: { taskId: 1, targetTaskId: 999 } })).status,
    ).toBe(404)
  })

  it('takes the target board when reordered onto a task of another board', async () => {
    const list = await tasks()
    const todo = list.find((t) => t.boardId === 'todo') as KanbanTask
    const done = list.find((t) => t.boardId === 'done') as KanbanTask
    await send('POST', '/apps/kanban/reorder-tasks', { data: { taskId: todo.id, targetTaskId: done.id } })
    const after = await tasks()
    expect(after.find((t) => t.id === todo.id)?.boardId).toBe('done')
    expect(after.findIndex((t) => t.id === todo.id)).toBe(list.findIndex((t) => t.id === done.id))
  })

  it('moves a task to another board', async () => {
    const [first] = await tasks()
    const { status, body } = await send<KanbanTask>('POST', '/apps/kanban/update-task-board', {
      data: { taskId: first?.id, newBoardId: 'done' },
    })
    expect(status).toBe(200)
    expect(body.boardId).toBe('done')
    expect((await tasks()).find((t) => t.id === first?.id)?.boardId).toBe('done')
    expect(
      (
        await send('POST', '/apps/kanban/update-task-board', {
          data: { taskId: first?.id, newBoardId: 'nowhere' },
        })
      ).status,
    ).toBe(404)
  })

  it('adds a task with the last id plus 1, and a board', async () => {
    const maxId = Math.max(...(await tasks()).map((t) => t.id))
    const added = await send<KanbanTask>('POST', '/apps/kanban/add-task', {
      data: { title: 'Count the pallets', boardId: 'in-progress', labels: ['Warehouse'] },
    })
    expect(added.status).toBe(201)
    expect(added.body).toMatchObject({
      id: maxId + 1,
      title: 'Count the pallets',
      boardId: 'in-progress',
      comments: [],
    })
    expect((await tasks()).at(-1)?.id).toBe(maxId + 1)
    expect(
      (await send('POST', '/apps/kanban/add-task', { data: { title: 'x', boardId: 'nowhere' } })).status,
    ).toBe(404)
    expect((await send('POST', '/apps/kanban/add-task', { data: { boardId: 'todo' } })).status).toBe(400)

    const board = await send<KanbanBoard>('POST', '/apps/kanban/add-board', { data: { title: 'On Hold' } })
    expect(board.status).toBe(201)
    expect(board.body).toEqual({ id: 'on-hold', title: 'On Hold' })
    const twin = await send<KanbanBoard>('POST', '/apps/kanban/add-board', { data: { title: 'On hold' } })
    expect(twin.body.id).toBe('on-hold-2')
    expect((await boards()).map((b) => b.id)).toEqual(['todo', 'in-progress', 'done', 'on-hold', 'on-hold-2'])
  })

  it('merges changes into a task', async () => {
    const [first] = await tasks()
    const { status, body } = await send<KanbanTask>('POST', '/apps/kanban/update-task', {
      data: { id: first?.id, title: 'Renamed', labels: ['Urgent'] },
    })
    expect(status).toBe(200)
    expect(body).toEqual({ ...first, title: 'Renamed', labels: ['Urgent'] })
    expect((await send('POST', '/apps/kanban/update-task', { data: { id: 999, title: 'x' } })).status).toBe(
      404,
    )
  })

  it('deletes a board with its tasks, while clearing keeps the board', async () => {
    const before = await tasks()
    const cleared = await send('DELETE', '/apps/kanban/clear-tasks', { id: 'in-progress' })
    expect(cleared.status).toBe(200)
    expect((await boards()).map((b) => b.id)).toContain('in-progress')
    expect((await tasks()).map((t) => t.id)).toEqual(
      before.filter((t) => t.boardId !== 'in-progress').map((t) => t.id),
    )

    const deleted = await call('/apps/kanban/delete-board?id=done', { method: 'DELETE' })
    expect(deleted.status).toBe(200)
    expect((await boards()).map((b) => b.id)).toEqual(['todo', 'in-progress'])
    expect((await tasks()).every((t) => t.boardId === 'todo')).toBe(true)
    expect((await tasks()).length).toBe(before.filter((t) => t.boardId === 'todo').length)
    // axios.delete(url, { data: id }) sends the bare id as the body.
    expect((await call('/apps/kanban/delete-board', { method: 'DELETE', body: 'todo' })).status).toBe(200)
    expect(await boards()).toEqual([{ id: 'in-progress', title: 'In Progress' }])
    expect((await call('/apps/kanban/delete-board?id=nowhere', { method: 'DELETE' })).status).toBe(404)
    expect((await call('/apps/kanban/clear-tasks?id=nowhere', { method: 'DELETE' })).status).toBe(404)
  })

  it('finds a board titled with digits, whose id is digits, to clear, move onto and delete', async () => {
    const added = await send<KanbanBoard>('POST', '/apps/kanban/add-board', { data: { title: '2026' } })
    expect(added.body.id).toBe('2026')
    const task = (await tasks())[0]!
    expect(
      (await send('POST', '/apps/kanban/update-task', { data: { id: task.id, boardId: '2026' } })).status,
    ).toBe(200)
    expect((await send('DELETE', '/apps/kanban/clear-tasks', { id: '2026' })).status).toBe(200)
    expect((await call('/apps/kanban/delete-board?id=2026', { method: 'DELETE' })).status).toBe(200)
    expect((await boards()).map((b) => b.id)).not.toContain('2026')
  })
})
