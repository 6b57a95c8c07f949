import { describe, expect, it } from 'vitest'
import {
  applyDrop,
  dropOutcome,
  moveTaskToBoard,
  moveTaskToTask,
  parseLabels,
  renameBoard,
  tasksOfBoard,
  withLocalTitles,
  type KanbanTask,
} from './kanban'

const task = (id: number, boardId: string): KanbanTask => ({
  id,
  boardId,
  title: `Task ${id}`,
  labels: [],
  description: '',
  dueDate: '2026-01-01',
  attachments: [],
  comments: [],
  assignedTo: [],
})
const tasks = [task(1, 'todo'), task(2, 'todo'), task(3, 'done'), task(4, 'done')]
const ids = (list: KanbanTask[]) => list.map((t) => `${t.id}:${t.boardId}`)

describe('kanban moves', () => {
  it('moves a task to a later task position within a board', () => {
    expect(ids(moveTaskToTask(tasks, 1, 2))).toEqual(['2:todo', '1:todo', '3:done', '4:done'])
  })
  it('moves a task onto a task of another board, taking its board', () => {
    expect(ids(moveTaskToTask(tasks, 1, 4))).toEqual(['2:todo', '3:done', '4:done', '1:done'])
    expect(ids(moveTaskToTask(tasks, 4, 1))).toEqual(['4:todo', '1:todo', '2:todo', '3:done'])
  })
  it('keeps the tasks for unknown ids or a drop on itself', () => {
    expect(ids(moveTaskToTask(tasks, 9, 1))).toEqual(ids(tasks))
    expect(ids(moveTaskToTask(tasks, 1, 1))).toEqual(ids(tasks))
  })
  it('changes the board in place', () => {
    expect(ids(moveTaskToBoard(tasks, 2, 'done'))).toEqual(['1:todo', '2:done', '3:done', '4:done'])
    expect(tasksOfBoard(moveTaskToBoard(tasks, 2, 'done'), 'done').map((t) => t.id)).toEqual([2, 3, 4])
  })
})

describe('dropOutcome', () => {
  it('reorders over a task and changes the board over another board', () => {
    expect(dropOutcome(tasks, 1, { type: 'task', id: 3 })).toEqual({
      kind: 'reorder',
      taskId: 1,
      targetTaskId: 3,
    })
    expect(dropOutcome(tasks, 1, { type: 'board', id: 'done' })).toEqual({
      kind: 'board',
      taskId: 1,
      boardId: 'done',
    })
  })
  it('does nothing over itself, its own board, nothing or an unknown task', () => {
    expect(dropOutcome(tasks, 1, { type: 'task', id: 1 })).toEqual({ kind: 'none' })
    expect(dropOutcome(tasks, 1, { type: 'board', id: 'todo' })).toEqual({ kind: 'none' })
    expect(dropOutcome(tasks, 1, null)).toEqual({ kind: 'none' })
    expect(dropOutcome(tasks, 1, { type: 'task', id: 42 })).toEqual({ kind: 'none' })
    expect(dropOutcome(tasks, 42, { type: 'board', id: 'done' })).toEqual({ kind: 'none' })
  })
  it('applies a drop as the server does', () => {
    expect(ids(applyDrop(tasks, { kind: 'board', taskId: 1, boardId: 'done' }))[0]).toBe('1:done')
    expect(ids(applyDrop(tasks, { kind: 'none' }))).toEqual(ids(tasks))
  })
})

describe('boards and labels', () => {
  const boards = [
    { id: 'todo', title: 'TODO' },
    { id: 'done', title: 'Done' },
  ]
  it('renames with a trimmed title and ignores an empty one', () => {
    expect(renameBoard(boards, 'done', '  Shipped ')[1]).toEqual({ id: 'done', title: 'Shipped' })
    expect(renameBoard(boards, 'done', '  ')).toEqual(boards)
  })
  it('applies local titles over the server ones', () => {
    expect(withLocalTitles(boards, { todo: 'Backlog' }).map((b) => b.title)).toEqual(['Backlog', 'Done'])
  })
  it('parses comma-separated labels', () => {
    expect(parseLabels(' Sales, , Finance,Sales ')).toEqual(['Sales', 'Finance'])
  })
})
