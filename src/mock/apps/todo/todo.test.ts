import { describe, expect, it } from 'vitest'
import { mockEachTest } from '../../../testing/in-browser-mock'
import { todoApp } from '.'
import type { TodoTask } from './data'

mockEachTest(todoApp)

async function call<T>(path: string, init?: RequestInit): Promise<{ status: number; body: T }> {
  const response = await fetch(path, init)
  return { status: response.status, body: (await response.json()) as T }
}
const send = <T>(method: string, path: string, body: unknown) =>
  call<T>(path, { method, body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } })
const tasks = async (query = '') => (await call<TodoTask[]>(`/apps/todo/tasks${query}`)).body
const ids = (list: TodoTask[]) => list.map((t) => t.id)

describe('todo mock', () => {
  it('lists tasks latest first and hides deleted ones without a filter', async () => {
    const list = await tasks()
    expect(list.length).toBeGreaterThan(5)
    expect(list.some((t) => t.isDeleted)).toBe(false)
    expect(ids(list)).toEqual([...ids(list)].sort((a, b) => b - a))
    expect(ids(await tasks('?sortBy=latest'))).toEqual(ids(list))
  })

  it('searches titles case-insensitively', async () => {
    const list = await tasks('?q=FLEET')
    expect(list.map((t) => t.title)).toEqual(['Renew the fleet insurance'])
  })

  it('filters important, completed and deleted tasks', async () => {
    const important = await tasks('?filter=important')
    expect(important.length).toBeGreaterThan(0)
    expect(important.every((t) => t.isImportant && !t.isDeleted)).toBe(true)
    const completed = await tasks('?filter=completed')
    expect(completed.length).toBeGreaterThan(0)
    expect(completed.every((t) => t.isCompleted && !t.isDeleted)).toBe(true)
    const deleted = await tasks('?filter=deleted')
    expect(deleted.length).toBeGreaterThan(0)
    expect(deleted.every((t) => t.isDeleted)).toBe(true)
  })

  it('filters by tag and combines with the search', async () => {
    for (const tag of ['update', 'team', 'high', 'medium', 'low']) {
      const list = await tasks(`?tag=${tag}`)
      expect(list.length).toBeGreaterThan(0)
      expect(list.every((t) => t.tags.includes(tag as TodoTask['tags'][number]) && !t.isDeleted)).toBe(true)
    }
    const list = await tasks('?tag=high&q=dock')
    expect(list.map((t) => t.title)).toEqual(['Fix the broken dock door'])
  })

  it('sorts by title, assignee and due date', async () => {
    const asc = (await tasks('?sortBy=title-asc')).map((t) => t.title)
    expect(asc).toEqual([...asc].sort((a, b) => a.localeCompare(b)))
    const desc = (await tasks('?sortBy=title-desc')).map((t) => t.title)
    expect(desc).toEqual([...asc].reverse())
    const byAssignee = (await tasks('?sortBy=assignee')).map((t) => t.assignee?.fullName)
    const named = byAssignee.filter((n): n is string => n !== undefined)
    expect(named).toEqual([...named].sort((a, b) => a.localeCompare(b)))
    expect(byAssignee.slice(named.length).every((n) => n === undefined)).toBe(true)
    const due = (await tasks('?sortBy=due-date')).map((t) => Date.parse(t.dueDate))
    expect(due).toEqual([...due].sort((a, b) => a - b))
  })

  it('adds a task with the last id plus 1', async () => {
    const maxId = Math.max(...ids(await tasks('?filter=deleted')), ...ids(await tasks()))
    const { status, body } = await send<TodoTask>('POST', '/apps/todo/add-tasks', {
      task: { title: 'Wash the trucks', tags: ['team'], isImportant: true },
    })
    expect(status).toBe(201)
    expect(body).toMatchObject({
      id: maxId + 1,
      title: 'Wash the trucks',
      isDeleted: false,
      isCompleted: false,
    })
    expect((await tasks())[0]?.id).toBe(maxId + 1)
    expect((await send('POST', '/apps/todo/add-tasks', { task: { title: '' } })).status).toBe(400)
  })

  it('merges changed fields on update', async () => {
    const [first] = await tasks()
    const { status, body } = await send<TodoTask>('POST', '/apps/todo/update-task', {
      task: { id: first?.id, isCompleted: true, title: 'Changed' },
    })
    expect(status).toBe(200)
    expect(body).toEqual({ ...first, isCompleted: true, title: 'Changed' })
    expect((await tasks('?filter=completed')).map((t) => t.id)).toContain(first?.id)
    expect((await send('POST', '/apps/todo/update-task', { task: { id: 999 } })).status).toBe(404)
  })

  it('soft-deletes a task', async () => {
    const [first] = await tasks()
    const { status, body } = await send<TodoTask>('DELETE', '/apps/todo/delete-task', { taskId: first?.id })
    expect(status).toBe(200)
    expect(body.isDeleted).toBe(true)
    expect(ids(await tasks())).not.toContain(first?.id)
    expect(ids(await tasks('?filter=deleted'))).toContain(first?.id)
    // The id may also come as a query parameter.
    const [second] = await tasks()
    expect(
      (await call<TodoTask>(`/apps/todo/delete-task?taskId=${second?.id}`, { method: 'DELETE' })).status,
    ).toBe(200)
    expect((await call('/apps/todo/delete-task?taskId=999', { method: 'DELETE' })).status).toBe(404)
  })
})
