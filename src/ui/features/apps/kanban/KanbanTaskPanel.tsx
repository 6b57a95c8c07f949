import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import type { KanbanAssignee, KanbanTask } from '../../../../domain/apps/kanban'
import { PORTS } from '../../../../ports/tokens'
import { session } from '../../../session/session'
import { resolvePort } from '../../../runtime/use-port'
import { CheckboxGroupField } from '../../../kit/form/CheckboxGroupField'
import { FormDialog } from '../../../kit/form/FormDialog'
import { FieldGrid } from '../../../kit/form/FormView'
import { TextField } from '../../../kit/form/fields'
import { DateField } from '../../../kit/form/DateField'
import { useFormController } from '../../../kit/form/use-form-controller'
import {
  kanbanTaskChange,
  kanbanTaskSchema,
  kanbanTaskValues,
  type KanbanTaskValues,
} from './kanban-form-values'
import { AttachmentsField, CommentsField, CoverImageField } from './TaskExtrasFields'

export interface KanbanTaskPanelProps {
  task: KanbanTask
  people: readonly KanbanAssignee[]
  onOpenChange: (isOpen: boolean) => void
  onSaved: (task: KanbanTask) => void
}

/** Edits a task in a side panel: title, due date, labels, assignees, attachments, comments and cover image. */
export function KanbanTaskPanel({ task, people, onOpenChange, onSaved }: KanbanTaskPanelProps) {
  const { t } = useTranslation('kanban')
  const port = resolvePort(PORTS.kanban)
  const { userData } = useSnapshot(session)
  const controller = useFormController<KanbanTaskValues, KanbanTask>({
    schema: kanbanTaskSchema,
    defaults: kanbanTaskValues(task),
    save: (values) => port.updateTask(kanbanTaskChange(task.id, values, people)),
    onSaved,
  })
  return (
    <FormDialog
      controller={controller}
      panel="side"
      isOpen
      onOpenChange={onOpenChange}
      title={t('panel.title')}
      submitLabel={t('panel.update')}
    >
      <FieldGrid $columns={1}>
        <TextField<KanbanTaskValues> name="title" label={t('fields.title')} required />
        <DateField<KanbanTaskValues> name="dueDate" label={t('fields.dueDate')} required />
        <TextField<KanbanTaskValues>
          name="labels"
          label={t('fields.labels')}
          hint={<small>{t('panel.labelsHint')}</small>}
        />
        <CheckboxGroupField<KanbanTaskValues>
          name="assignedTo"
          label={t('fields.assignedTo')}
          options={people.map((person) => ({ value: person.title, label: person.title }))}
        />
        <AttachmentsField />
        <CommentsField
          author={{
            name: userData?.fullName || userData?.username || t('panel.you'),
            img: userData?.avatar ?? '',
          }}
        />
        <CoverImageField />
      </FieldGrid>
    </FormDialog>
  )
}
