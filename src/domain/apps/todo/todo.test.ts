import { describe, expect, it } from 'vitest'
import {
  applyTodoQuery,
  distinctAssignees,
  dueDateFromDay,
  dueDay,
  isTodoFilter,
  isTodoSort,
  isTodoTag,
  matchesTodoFilter,
  sortTodoTasks,
  type TodoTask,
} from './todo'

const task = (id: number, over: Partial<TodoTask> = {}): TodoTask => ({
  id,
  title: `Task ${id}`,
  dueDate: '2026-01-10T12:00:00.000Z',
  description: '',
  assignee: null,
  tags: [],
  isCompleted: false,
  isDeleted: false,
  isImportant: false,
  ...over,
})
const nadia = { fullName: 'Nadia', avatar: 'n.svg' }
const owen = { fullName: 'Owen', avatar: 'o.svg' }

describe('to-do filters', () => {
  it('hides deleted tasks except in the deleted filter', () => {
    const deletedImportant = task(1, { isDeleted: true, isImportant: true, isCompleted: true })
    expect(matchesTodoFilter(deletedImportant, 'all')).toBe(false)
    expect(matchesTodoFilter(deletedImportant, 'important')).toBe(false)
    expect(matchesTodoFilter(deletedImportant, 'completed')).toBe(false)
    expect(matchesTodoFilter(deletedImportant, 'deleted')).toBe(true)
    expect(matchesTodoFilter(task(2, { isImportant: true }), 'important')).toBe(true)
    expect(matchesTodoFilter(task(2), 'important')).toBe(false)
    expect(matchesTodoFilter(task(3, { isCompleted: true }), 'completed')).toBe(true)
    expect(matchesTodoFilter(task(3), 'deleted')).toBe(false)
  })

  it('recognises only the known values', () => {
    expect(isTodoTag('team')).toBe(true)
    expect(isTodoTag('urgent')).toBe(false)
    expect(isTodoFilter('deleted')).toBe(true)
    expect(isTodoFilter('starred')).toBe(false)
    expect(isTodoSort('due-date')).toBe(true)
    expect(isTodoSort('id')).toBe(false)
  })
})

describe('to-do sorts', () => {
  const tasks = [
    task(1, { title: 'beta', assignee: owen, dueDate: '2026-03-01T00:00:00Z' }),
    task(2, { title: 'Alpha', dueDate: '2026-01-01T00:00:00Z' }),
    task(3, { title: 'gamma', assignee: nadia, dueDate: 'not a date' }),
    task(4, { title: 'alpha', assignee: owen, dueDate: '2026-01-01T00:00:00Z' }),
  ]
  const ids = (list: TodoTask[]) => list.map((t) => t.id)

  it('latest is newest id first', () => expect(ids(sortTodoTasks(tasks, 'latest'))).toEqual([4, 3, 2, 1]))
  it('sorts titles both ways', () => {
    expect(ids(sortTodoTasks(tasks, 'title-asc')).slice(2)).toEqual([1, 3])
    expect(ids(sortTodoTasks(tasks, 'title-desc')).slice(0, 2)).toEqual([3, 1])
  })
  it('sorts by assignee with unassigned last, ties by id', () =>
    expect(ids(sortTodoTasks(tasks, 'assignee'))).toEqual([3, 1, 4, 2]))
  it('sorts by due date, unreadable dates last, ties by id', () =>
    expect(ids(sortTodoTasks(tasks, 'due-date'))).toEqual([2, 4, 1, 3]))
  it('does not change its input', () => {
    sortTodoTasks(tasks, 'title-asc')
    expect(ids(tasks)).toEqual([1, 2, 3, 4])
  })
})

describe('applyTodoQuery', () => {
  it('applies filter, tag and search together, then the sort', () => {
    const tasks = [
      task(1, { title: 'Call the terminal', tags: ['team'] }),
      task(2, { title: 'Call the bank', tags: ['team'], isDeleted: true }),
      task(3, { title: 'Call drivers', tags: ['low'] }),
      task(4, { title: 'Book trucks', tags: ['team'] }),
    ]
    expect(
      applyTodoQuery(tasks, { q: ' call ', filter: 'all', tag: 'team', sortBy: 'latest' }).map((t) => t.id),
    ).toEqual([1])
    expect(applyTodoQuery(tasks, { q: '', filter: 'deleted', sortBy: 'latest' }).map((t) => t.id)).toEqual([
      2,
    ])
    expect(applyTodoQuery(tasks, { q: 'CALL', filter: 'all', sortBy: 'title-asc' }).map((t) => t.id)).toEqual(
      [3, 1],
    )
  })
})

describe('assignees and due days', () => {
  it('lists each assignee once, by name', () => {
    expect(
      distinctAssignees([
        task(1, { assignee: owen }),
        task(2),
        task(3, { assignee: nadia }),
        task(4, { assignee: owen }),
      ]),
    ).toEqual([nadia, owen])
  })
  it('turns a day into local noon and back', () => {
    expect(dueDay({ dueDate: dueDateFromDay('2026-02-28') })).toBe('2026-02-28')
    expect(dueDateFromDay('28.02.2026')).toBe('')
    expect(dueDay({ dueDate: 'soon' })).toBe('')
  })
})
