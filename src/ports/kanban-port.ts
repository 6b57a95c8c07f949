import type { KanbanBoard, KanbanTask } from '../domain/apps/kanban'

export type NewKanbanTask = Pick<KanbanTask, 'title' | 'boardId'> & Partial<Omit<KanbanTask, 'id'>>
export type KanbanTaskChange = Partial<Omit<KanbanTask, 'id'>> & { id: number }

/** The boards and tasks as they are after a board is deleted or cleared. */
export interface KanbanState {
  boards: KanbanBoard[]
  tasks: KanbanTask[]
}

/**
 * The kanban app (template-apps §7). The mock has no call to rename a board; the UI keeps renames local.
 */
export interface KanbanPort {
  listBoards(): Promise<KanbanBoard[]>
  /** Every task, in board order. */
  listTasks(): Promise<KanbanTask[]>
  /** Moves the task to the target task's position (and board); answers every task after the move. */
  reorderTasks(taskId: number, targetTaskId: number): Promise<KanbanTask[]>
  moveTaskToBoard(taskId: number, boardId: string): Promise<KanbanTask>
  addTask(task: NewKanbanTask): Promise<KanbanTask>
  updateTask(change: KanbanTaskChange): Promise<KanbanTask>
  addBoard(title: string): Promise<KanbanBoard>
  /** Removes the board and its tasks. */
  deleteBoard(boardId: string): Promise<KanbanState>
  /** Removes only the board's tasks. */
  clearBoard(boardId: string): Promise<KanbanState>
}
