import { describe, expect, it } from 'vitest'
import { fakeHttp, json } from './test-http'
import { createTodoAdapter } from './todo-adapter'

const nadia = { fullName: 'Nadia Petrova', avatar: 'n.svg' }
const owen = { fullName: 'Owen Gallagher', avatar: 'o.svg' }
const task = {
  id: 3,
  title: 'Call',
  dueDate: '',
  description: '<p>x</p>',
  assignee: nadia,
  tags: [],
  isCompleted: false,
  isDeleted: false,
  isImportant: false,
}

function harness(answer: (path: string, init?: RequestInit) => Response) {
  const { fetch, options } = fakeHttp(answer)
  return { fetch, todo: createTodoAdapter(options) }
}

describe('todo adapter', () => {
  it('sends the list query, leaving out the all filter, an empty search and no tag', async () => {
    const { fetch, todo } = harness(() => json([task]))
    await expect(todo.listTasks({ q: '', filter: 'all', sortBy: 'latest' })).resolves.toEqual([task])
    await todo.listTasks({ q: ' dock ', filter: 'deleted', tag: 'high', sortBy: 'due-date' })
    expect(fetch.mock.calls.map(([path]) => path)).toEqual([
      '/apps/todo/tasks?sortBy=latest',
      '/apps/todo/tasks?q=dock&filter=deleted&tag=high&sortBy=due-date',
    ])
  })

  it('adds under task, updates with the changed fields, deletes by taskId', async () => {
    const { fetch, todo } = harness(() => json(task))
    await todo.addTask({ title: 'Call', dueDate: '', description: '', assignee: null, tags: ['team'] })
    await todo.updateTask({ id: 3, isDeleted: false })
    await todo.deleteTask(3)
    const calls = fetch.mock.calls.map(([path, init]) => [init?.method, path, init?.body])
    expect(calls).toEqual([
      [
        'POST',
        '/apps/todo/add-tasks',
        JSON.stringify({
          task: { title: 'Call', dueDate: '', description: '', assignee: null, tags: ['team'] },
        }),
      ],
      ['POST', '/apps/todo/update-task', '{"task":{"id":3,"isDeleted":false}}'],
      ['DELETE', '/apps/todo/delete-task?taskId=3', undefined],
    ])
  })

  it('collects the assignees of open and deleted tasks once each', async () => {
    const { todo } = harness((path) =>
      json(
        path.includes('filter=deleted')
          ? [{ ...task, id: 9, assignee: owen }]
          : [task, { ...task, id: 4 }, { ...task, id: 5, assignee: null }],
      ),
    )
    await expect(todo.listAssignees()).resolves.toEqual([nadia, owen])
  })

  it('maps a 400 and a 404 to port errors with the server message', async () => {
    const { todo } = harness((path) =>
      path.includes('add')
        ? json({ message: 'A title is required' }, 400)
        : json({ message: 'Unknown task' }, 404),
    )
    await expect(
      todo.addTask({ title: '', dueDate: '', description: '', assignee: null, tags: [] }),
    ).rejects.toMatchObject({
      code: 'invalid_argument',
      message: 'A title is required',
    })
    await expect(todo.deleteTask(99)).rejects.toMatchObject({ code: 'not_found' })
  })
})
