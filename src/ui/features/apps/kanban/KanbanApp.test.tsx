import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { KanbanTask } from '../../../../domain/apps/kanban'
import { fakePort } from '../../../../testing/fake-port'
import type { KanbanPort } from '../../../../ports/kanban-port'
import { initTestI18n } from '../../../../testing/i18n'
import { renderScreen } from '../../../../testing/render-screen'
import KanbanApp from './KanbanApp'

const felix = { title: 'Felix Baumann', img: 'data:image/svg+xml,f' }
const priya = { title: 'Priya Nair', img: 'data:image/svg+xml,p' }
const task = (id: number, boardId: string, title: string, over: Partial<KanbanTask> = {}): KanbanTask => ({
  id,
  boardId,
  title,
  labels: [],
  description: '',
  dueDate: '2026-03-05',
  attachments: [],
  comments: [],
  assignedTo: [],
  ...over,
})

describe('KanbanApp', () => {
  beforeAll(() => initTestI18n())

  it('shows boards with their tasks, adds a task, renames a board locally and edits a task', async () => {
    const user = userEvent.setup()
    const addTask = vi.fn(async (data: { title: string; boardId: string }) =>
      task(9, data.boardId, data.title),
    )
    const updateTask = vi.fn(async (change: Partial<KanbanTask> & { id: number }) => ({
      ...task(1, 'todo', 'Map zones'),
      ...change,
    }))
    const port = fakePort<KanbanPort>({
      listBoards: async () => [
        { id: 'todo', title: 'TODO' },
        { id: 'done', title: 'Done' },
      ],
      listTasks: async () => [
        task(1, 'todo', 'Map zones', {
          assignedTo: [felix],
          labels: ['Planning'],
          attachments: [{ name: 'a.png', img: 'x' }],
        }),
        task(2, 'done', 'Paint', { assignedTo: [priya] }),
      ],
      addTask,
      updateTask,
    })
    renderScreen(<KanbanApp />, { path: '/apps/kanban', ports: { kanban: port } })
    const todo = await screen.findByRole('region', { name: 'TODO' })
    expect(within(todo).getByRole('button', { name: 'Edit Map zones' })).toBeInTheDocument()
    expect(
      within(screen.getByRole('region', { name: 'Done' })).getByRole('button', { name: 'Move Paint' }),
    ).toBeInTheDocument()

    await user.click(within(todo).getByRole('button', { name: 'Add task to TODO' }))
    const addDialog = await screen.findByRole('dialog', { name: 'Add task to TODO' })
    await user.type(within(addDialog).getByLabelText(/Title/), 'Quote Lyon')
    await user.click(within(addDialog).getByRole('button', { name: 'Add' }))
    await waitFor(() => expect(addTask).toHaveBeenCalledWith({ boardId: 'todo', title: 'Quote Lyon' }))
    expect(await within(todo).findByRole('button', { name: 'Edit Quote Lyon' })).toBeInTheDocument()

    await user.click(
      within(screen.getByRole('region', { name: 'Done' })).getByRole('button', {
        name: 'Actions of board Done',
      }),
    )
    await user.click(await screen.findByRole('menuitem', { name: 'Rename' }))
    const renameDialog = await screen.findByRole('dialog', { name: 'Rename board' })
    const field = within(renameDialog).getByLabelText(/Board title/)
    await user.clear(field)
    await user.type(field, 'Shipped')
    await user.click(within(renameDialog).getByRole('button', { name: 'Rename' }))
    expect(await screen.findByRole('region', { name: 'Shipped' })).toBeInTheDocument()

    await user.click(within(todo).getByRole('button', { name: 'Edit Map zones' }))
    const panel = await screen.findByRole('dialog', { name: 'Edit task' })
    expect(within(panel).getByText('a.png')).toBeInTheDocument()
    await user.click(within(panel).getByRole('checkbox', { name: 'Priya Nair' }))
    await user.click(within(panel).getByRole('button', { name: 'Remove attachment a.png' }))
    await user.type(within(panel).getByLabelText('New comment'), 'Looks good')
    await user.click(within(panel).getByRole('button', { name: 'Add comment' }))
    await user.click(within(panel).getByRole('button', { name: 'Update' }))
    await waitFor(() => expect(updateTask).toHaveBeenCalledTimes(1))
    expect(updateTask.mock.calls[0]![0]).toMatchObject({
      id: 1,
      title: 'Map zones',
      labels: ['Planning'],
      assignedTo: [felix, priya],
      attachments: [],
      comments: [{ comment: 'Looks good' }],
    })
  }, 30_000)
})
