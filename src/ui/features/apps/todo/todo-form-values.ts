import * as z from 'zod/mini'
import {
  dueDateFromDay,
  dueDay,
  TODO_TAGS,
  type TodoAssignee,
  type TodoTask,
} from '../../../../domain/apps/todo'
import type { NewTodoTask } from '../../../../ports/todo-port'
import { dayText, requiredText } from '../../../kit/form/schemas'

export const todoFormSchema = z.object({
  title: requiredText(),
  /** The assignee's full name, '' for nobody. */
  assignee: z.string(),
  /** `YYYY-MM-DD`. */
  dueDay: dayText(),
  tags: z.array(z.enum(TODO_TAGS)),
  /** HTML from the rich-text field. */
  description: z.string(),
})
export type TodoFormValues = z.infer<typeof todoFormSchema>

export const todoFormDefaults = (today: string): TodoFormValues => ({
  title: '',
  assignee: '',
  dueDay: today,
  tags: [],
  description: '',
})

export const todoFormValues = (task: TodoTask): TodoFormValues => ({
  title: task.title,
  assignee: task.assignee?.fullName ?? '',
  dueDay: dueDay(task),
  tags: [...task.tags],
  description: task.description,
})

/** The task fields the form edits; the assignee is looked up among the known ones. */
export function taskFromForm(values: TodoFormValues, assignees: readonly TodoAssignee[]): NewTodoTask {
  return {
    title: values.title.trim(),
    assignee: assignees.find((a) => a.fullName === values.assignee) ?? null,
    dueDate: dueDateFromDay(values.dueDay),
    tags: values.tags,
    description: values.description,
  }
}
