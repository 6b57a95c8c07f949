import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { TODO_TAGS, type TodoAssignee, type TodoTask } from '../../../../domain/apps/todo'
import { formatDay } from '../../../../domain/lists'
import { PORTS } from '../../../../ports/tokens'
import { resolvePort } from '../../../runtime/use-port'
import { CheckboxGroupField } from '../../../kit/form/CheckboxGroupField'
import { FormDialog } from '../../../kit/form/FormDialog'
import { FieldGrid } from '../../../kit/form/FormView'
import { SelectField, TextField } from '../../../kit/form/fields'
import { DateField } from '../../../kit/form/DateField'
import { RichTextField } from '../../../kit/form/RichTextField'
import { useFormController } from '../../../kit/form/use-form-controller'
import {
  taskFromForm,
  todoFormDefaults,
  todoFormSchema,
  todoFormValues,
  type TodoFormValues,
} from './todo-form-values'

export interface TodoTaskPanelProps {
  /** The task to edit; null adds a new one. */
  task: TodoTask | null
  assignees: readonly TodoAssignee[]
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
  onSaved: (task: TodoTask) => void
}

/** Adds or edits a task in a side panel: title, assignee, due date, tags and a rich-text description. */
export function TodoTaskPanel({ task, assignees, isOpen, onOpenChange, onSaved }: TodoTaskPanelProps) {
  const { t } = useTranslation('todo')
  const port = resolvePort(PORTS.todo)
  const controller = useFormController<TodoFormValues, TodoTask>({
    schema: todoFormSchema,
    defaults: task ? todoFormValues(task) : todoFormDefaults(formatDay(new Date())),
    save: (values) => {
      const fields = taskFromForm(values, assignees)
      return task ? port.updateTask({ id: task.id, ...fields }) : port.addTask(fields)
    },
    onSaved,
  })
  const tagOptions = useMemo(() => TODO_TAGS.map((tag) => ({ value: tag, label: t(`tags.${tag}`) })), [t])
  const assigneeOptions = assignees.map((a) => ({ value: a.fullName, label: a.fullName }))
  return (
    <FormDialog
      controller={controller}
      panel="side"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={task ? t('panel.editTitle') : t('panel.addTitle')}
      submitLabel={task ? t('panel.update') : t('panel.add')}
    >
      <FieldGrid $columns={1}>
        <TextField<TodoFormValues> name="title" label={t('fields.title')} required />
        <SelectField<TodoFormValues>
          name="assignee"
          label={t('fields.assignee')}
          options={assigneeOptions}
          placeholder={t('fields.unassigned')}
        />
        <DateField<TodoFormValues> name="dueDay" label={t('fields.dueDate')} required />
        <CheckboxGroupField<TodoFormValues> name="tags" label={t('fields.tags')} options={tagOptions} />
        <RichTextField<TodoFormValues> name="description" label={t('fields.description')} />
      </FieldGrid>
    </FormDialog>
  )
}
