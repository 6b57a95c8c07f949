import * as z from 'zod/mini'
import { parseLabels, type KanbanTask } from '../../../../domain/apps/kanban'
import type { KanbanTaskChange } from '../../../../ports/kanban-port'
import { dayText, requiredText } from '../../../kit/form/schemas'

const picture = z.object({ name: z.string(), img: z.string() })

export const kanbanTaskSchema = z.object({
  title: requiredText(),
  dueDate: dayText(),
  /** Comma-separated. */
  labels: z.string(),
  /** Names of the assigned people. */
  assignedTo: z.array(z.string()),
  attachments: z.array(picture),
  comments: z.array(z.object({ name: z.string(), img: z.string(), comment: z.string() })),
  /** A picture (data URL), '' for none. */
  coverImage: z.string(),
})
export type KanbanTaskValues = z.infer<typeof kanbanTaskSchema>

export const kanbanTaskValues = (task: KanbanTask): KanbanTaskValues => ({
  title: task.title,
  dueDate: task.dueDate.slice(0, 10),
  labels: task.labels.join(', '),
  assignedTo: task.assignedTo.map((person) => person.title),
  attachments: task.attachments.map((a) => ({ ...a })),
  comments: task.comments.map((c) => ({ ...c })),
  coverImage: task.coverImage ?? '',
})

/** The change to send; people are looked up among everyone on the boards. */
export function kanbanTaskChange(
  id: number,
  values: KanbanTaskValues,
  people: readonly KanbanTask['assignedTo'][number][],
): KanbanTaskChange {
  return {
    id,
    title: values.title.trim(),
    dueDate: values.dueDate,
    labels: parseLabels(values.labels),
    assignedTo: people.filter((person) => values.assignedTo.includes(person.title)),
    attachments: values.attachments,
    comments: values.comments,
    coverImage: values.coverImage,
  }
}
