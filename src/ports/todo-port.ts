import type { TodoAssignee, TodoQuery, TodoTask } from '../domain/apps/todo'

/** A new task: everything but the id (the server fills the flags' defaults). */
export type NewTodoTask = Omit<TodoTask, 'id' | 'isCompleted' | 'isDeleted' | 'isImportant'> &
  Partial<Pick<TodoTask, 'isCompleted' | 'isImportant'>>

/** The fields of a task to change; the rest are kept. */
export type TodoTaskChange = Partial<Omit<TodoTask, 'id'>> & { id: number }

/**
 * The to-do app (template-apps §7): `GET /apps/todo/tasks`, `POST /apps/todo/add-tasks`,
 * `POST /apps/todo/update-task`, `DELETE /apps/todo/delete-task` (soft: isDeleted).
 */
export interface TodoPort {
  listTasks(query: TodoQuery): Promise<TodoTask[]>
  addTask(task: NewTodoTask): Promise<TodoTask>
  updateTask(change: TodoTaskChange): Promise<TodoTask>
  /** Marks the task deleted; `updateTask({ id, isDeleted: false })` restores it. */
  deleteTask(id: number): Promise<TodoTask>
  /** Everyone a task is assigned to, deleted tasks included. */
  listAssignees(): Promise<TodoAssignee[]>
}
