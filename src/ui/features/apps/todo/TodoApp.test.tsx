import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it } from 'vitest'
import { applyTodoQuery, distinctAssignees, type TodoTask } from '../../../../domain/apps/todo'
import { fakePort } from '../../../../testing/fake-port'
import type { TodoPort } from '../../../../ports/todo-port'
import { initTestI18n } from '../../../../testing/i18n'
import { renderScreen } from '../../../../testing/render-screen'
import TodoApp from './TodoApp'

const nadia = { fullName: 'Nadia Petrova', avatar: 'data:image/svg+xml,n' }
const task = (id: number, title: string, over: Partial<TodoTask> = {}): TodoTask => ({
  id,
  title,
  dueDate: '2026-03-05T12:00:00.000Z',
  description: '',
  assignee: null,
  tags: [],
  isCompleted: false,
  isDeleted: false,
  isImportant: false,
  ...over,
})

/** A to-do port over an array, answering as the mock does (the domain's query rules). */
function memoryTodo(start: TodoTask[]) {
  const tasks = start.map((t) => ({ ...t }))
  const port = fakePort<TodoPort>({
    // Copies, as an HTTP answer would be.
    listTasks: async (query) => applyTodoQuery(tasks, query).map((t) => ({ ...t })),
    listAssignees: async () => distinctAssignees(tasks),
    updateTask: async (change) =>
      Object.assign(
        tasks.find((t) => t.id === change.id)!,
        change,
      ),
    deleteTask: async (id) =>
      Object.assign(
        tasks.find((t) => t.id === id)!,
        { isDeleted: true },
      ),
  })
  return { tasks, port }
}

describe('TodoApp', () => {
  beforeAll(() => initTestI18n())

  it('filters by the sidebar and tags in the URL, toggles flags, deletes and restores', async () => {
    const user = userEvent.setup()
    const { tasks, port } = memoryTodo([
      task(1, 'Renew the insurance', {
        isImportant: true,
        tags: ['high'],
        assignee: nadia,
        description: '<p><strong>Sign</strong> it</p>',
      }),
      task(2, 'Call the terminal', { tags: ['low'] }),
      task(3, 'Old deleted task', { isDeleted: true }),
    ])
    const { location } = renderScreen(<TodoApp />, { path: '/apps/todo', ports: { todo: port } })
    const list = await screen.findByRole('list', { name: 'Task list' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(2)
    // The description renders as (sanitised) HTML.
    expect(within(list).getByText('Sign').tagName).toBe('STRONG')

    await user.click(screen.getByRole('button', { name: 'Important' }))
    expect(location.history?.at(-1)).toBe('/apps/todo?filter=important')
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Task list' })).getAllByRole('listitem')).toHaveLength(
        1,
      ),
    )
    expect(screen.getByRole('button', { name: 'Important' })).toHaveAttribute('aria-current', 'true')

    await user.click(screen.getByRole('button', { name: 'All' }))
    await user.click(screen.getByRole('button', { name: 'Low' }))
    expect(location.history?.at(-1)).toBe('/apps/todo?tag=low')
    await waitFor(() => expect(screen.queryByText('Renew the insurance')).not.toBeInTheDocument())
    await user.click(screen.getByRole('button', { name: 'Low' }))
    await screen.findByText('Renew the insurance')

    await user.click(screen.getByRole('checkbox', { name: 'Completed: Call the terminal' }))
    await waitFor(() => expect(tasks[1]!.isCompleted).toBe(true))
    await user.click(screen.getByRole('button', { name: 'Important: Call the terminal' }))
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Important: Call the terminal' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    )

    await user.click(screen.getByRole('button', { name: 'Delete Call the terminal' }))
    await waitFor(() => expect(screen.queryByText('Call the terminal')).not.toBeInTheDocument())
    await user.click(screen.getByRole('button', { name: 'Deleted' }))
    await user.click(await screen.findByRole('button', { name: 'Restore Call the terminal' }))
    await waitFor(() => expect(tasks[1]!.isDeleted).toBe(false))
    await waitFor(() => expect(screen.queryByText('Call the terminal')).not.toBeInTheDocument())
    expect(screen.getByText('Old deleted task')).toBeInTheDocument()
  }, 30_000)

  it('keeps the sort in the URL and asks for it', async () => {
    const user = userEvent.setup()
    const { port } = memoryTodo([task(1, 'b task'), task(2, 'a task')])
    const { location } = renderScreen(<TodoApp />, { path: '/apps/todo', ports: { todo: port } })
    await screen.findByText('a task')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'title-desc')
    expect(location.history?.at(-1)).toBe('/apps/todo?sortBy=title-desc')
    await waitFor(() => {
      const titles = within(screen.getByRole('list', { name: 'Task list' })).getAllByRole('button', {
        name: /^Edit /,
      })
      expect(titles.map((b) => b.textContent)).toEqual(['b task', 'a task'])
    })
  })
})
