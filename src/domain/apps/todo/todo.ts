/** Template-apps §3 To-do task tags. */
export const TODO_TAGS = ['update', 'team', 'high', 'medium', 'low'] as const
export type TodoTag = (typeof TODO_TAGS)[number]

/** The sidebar filters; `all` (no filter) shows every task that is not deleted. */
export const TODO_FILTERS = ['all', 'important', 'completed', 'deleted'] as const
export type TodoFilter = (typeof TODO_FILTERS)[number]

/** The five sorts of §7; `latest` (newest first) is the default. */
export const TODO_SORTS = ['latest', 'title-asc', 'title-desc', 'assignee', 'due-date'] as const
export type TodoSort = (typeof TODO_SORTS)[number]
export const DEFAULT_TODO_SORT: TodoSort = 'latest'

export interface TodoAssignee {
  fullName: string
  avatar: string
}

/** Template-apps §3 Todo task. `description` is HTML; `dueDate` an ISO 8601 date-time. */
export interface TodoTask {
  id: number
  title: string
  dueDate: string
  description: string
  assignee: TodoAssignee | null
  tags: TodoTag[]
  isCompleted: boolean
  isDeleted: boolean
  isImportant: boolean
}

/** What the task list asks for (GET /apps/todo/tasks). */
export interface TodoQuery {
  q: string
  filter: TodoFilter
  tag?: TodoTag
  sortBy: TodoSort
}

export const isTodoTag = (value: unknown): value is TodoTag => TODO_TAGS.includes(value as TodoTag)
export const isTodoFilter = (value: unknown): value is TodoFilter =>
  TODO_FILTERS.includes(value as TodoFilter)
export const isTodoSort = (value: unknown): value is TodoSort => TODO_SORTS.includes(value as TodoSort)

/** Whether a task belongs in a filter: important and completed leave deleted tasks out; all hides them. */
export function matchesTodoFilter(task: TodoTask, filter: TodoFilter): boolean {
  switch (filter) {
    case 'important':
      return task.isImportant && !task.isDeleted
    case 'completed':
      return task.isCompleted && !task.isDeleted
    case 'deleted':
      return task.isDeleted
    default:
      return !task.isDeleted
  }
}

const LAST = '\uffff'
const time = (iso: string) => {
  const value = Date.parse(iso)
  return Number.isNaN(value) ? Number.POSITIVE_INFINITY : value
}

const COMPARE: Record<TodoSort, (a: TodoTask, b: TodoTask) => number> = {
  latest: (a, b) => b.id - a.id,
  'title-asc': (a, b) => a.title.localeCompare(b.title) || a.id - b.id,
  'title-desc': (a, b) => b.title.localeCompare(a.title) || a.id - b.id,
  // Unassigned tasks go last.
  assignee: (a, b) =>
    (a.assignee?.fullName ?? LAST).localeCompare(b.assignee?.fullName ?? LAST) || a.id - b.id,
  // Tasks without a readable date go last.
  'due-date': (a, b) => time(a.dueDate) - time(b.dueDate) || a.id - b.id,
}

/** A sorted copy (ties break by id). */
export function sortTodoTasks(tasks: readonly TodoTask[], sortBy: TodoSort): TodoTask[] {
  return [...tasks].sort(COMPARE[sortBy])
}

/** The tasks a query shows: filter, tag, title search (case-insensitive), then the sort. */
export function applyTodoQuery(tasks: readonly TodoTask[], query: TodoQuery): TodoTask[] {
  const q = query.q.trim().toLowerCase()
  return sortTodoTasks(
    tasks.filter(
      (task) =>
        matchesTodoFilter(task, query.filter) &&
        (query.tag === undefined || task.tags.includes(query.tag)) &&
        (q === '' || task.title.toLowerCase().includes(q)),
    ),
    query.sortBy,
  )
}

/** Every distinct assignee of the tasks, by full name in alphabetical order. */
export function distinctAssignees(tasks: readonly TodoTask[]): TodoAssignee[] {
  const byName = new Map<string, TodoAssignee>()
  for (const task of tasks)
    if (task.assignee && !byName.has(task.assignee.fullName))
      byName.set(task.assignee.fullName, task.assignee)
  return [...byName.values()].sort((a, b) => a.fullName.localeCompare(b.fullName))
}

/** The task's due day `YYYY-MM-DD` (in local time), '' when unreadable. */
export function dueDay(task: Pick<TodoTask, 'dueDate'>): string {
  const value = Date.parse(task.dueDate)
  if (Number.isNaN(value)) return ''
  const date = new Date(value)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** A due day `YYYY-MM-DD` as an ISO date-time at local noon (so no time zone moves it to another day). */
export function dueDateFromDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day)
  if (!match) return ''
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12).toISOString()
}
