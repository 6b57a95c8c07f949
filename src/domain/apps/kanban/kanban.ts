/** Template-apps §3 Kanban board; the initial boards are todo, in-progress and done. */
export interface KanbanBoard {
  id: string
  title: string
}

export interface KanbanAttachment {
  name: string
  img: string
}
export interface KanbanComment {
  name: string
  img: string
  comment: string
}
export interface KanbanAssignee {
  title: string
  img: string
}

/** Template-apps §3 Kanban task; the array order of the tasks is their order on the boards. */
export interface KanbanTask {
  id: number
  labels: string[]
  boardId: string
  description: string
  /** `YYYY-MM-DD`. */
  dueDate: string
  title: string
  attachments: KanbanAttachment[]
  comments: KanbanComment[]
  assignedTo: KanbanAssignee[]
  coverImage?: string
}

/** The tasks of one board, in order. */
export function tasksOfBoard(tasks: readonly KanbanTask[], boardId: string): KanbanTask[] {
  return tasks.filter((task) => task.boardId === boardId)
}

/**
 * Reordering (§6): the task is taken out and put at the target's position, and takes the target's board.
 * Unknown ids leave the tasks as they are.
 */
export function moveTaskToTask(
  tasks: readonly KanbanTask[],
  taskId: number,
  targetTaskId: number,
): KanbanTask[] {
  const task = tasks.find((t) => t.id === taskId)
  const target = tasks.find((t) => t.id === targetTaskId)
  if (!task || !target || task === target) return [...tasks]
  const next = tasks.filter((t) => t !== task)
  const targetIndex = tasks.indexOf(target)
  next.splice(targetIndex, 0, { ...task, boardId: target.boardId })
  return next
}

/** A task moves to another board through its boardId, keeping its place in the order. */
export function moveTaskToBoard(tasks: readonly KanbanTask[], taskId: number, boardId: string): KanbanTask[] {
  return tasks.map((t) => (t.id === taskId ? { ...t, boardId } : t))
}

/** What a drop asks the server to do: reorder onto a task, or change the board when dropped on a board. */
export type KanbanDrop =
  | { kind: 'reorder'; taskId: number; targetTaskId: number }
  | { kind: 'board'; taskId: number; boardId: string }
  | { kind: 'none' }

/** The call a drop of `taskId` over a task or a board makes; dropping where it already is does nothing. */
export function dropOutcome(
  tasks: readonly KanbanTask[],
  taskId: number,
  over: { type: 'task'; id: number } | { type: 'board'; id: string } | null,
): KanbanDrop {
  const task = tasks.find((t) => t.id === taskId)
  if (!task || !over) return { kind: 'none' }
  if (over.type === 'task') {
    if (over.id === taskId || !tasks.some((t) => t.id === over.id)) return { kind: 'none' }
    return { kind: 'reorder', taskId, targetTaskId: over.id }
  }
  if (over.id === task.boardId) return { kind: 'none' }
  return { kind: 'board', taskId, boardId: over.id }
}

/** The tasks after a drop (what the server does for the same call). */
export function applyDrop(tasks: readonly KanbanTask[], drop: KanbanDrop): KanbanTask[] {
  if (drop.kind === 'reorder') return moveTaskToTask(tasks, drop.taskId, drop.targetTaskId)
  if (drop.kind === 'board') return moveTaskToBoard(tasks, drop.taskId, drop.boardId)
  return [...tasks]
}

/** Renames a board (titles are trimmed; an empty title keeps the old one). */
export function renameBoard(boards: readonly KanbanBoard[], boardId: string, title: string): KanbanBoard[] {
  const clean = title.trim()
  return boards.map((b) => (b.id === boardId && clean !== '' ? { ...b, title: clean } : b))
}

/** Board titles kept on this machine (the mock has no rename call) applied over the server's boards. */
export function withLocalTitles(
  boards: readonly KanbanBoard[],
  titles: Readonly<Record<string, string>>,
): KanbanBoard[] {
  return boards.map((b) => (titles[b.id] ? { ...b, title: titles[b.id]! } : b))
}

/** Labels as a list from comma-separated text (trimmed, empty and repeated ones dropped). */
export function parseLabels(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((l) => l.trim())
        .filter((l) => l !== ''),
    ),
  ]
}
