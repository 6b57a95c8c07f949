import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { CALENDAR_CATEGORIES, type CalendarEvent } from '../../../domain/apps/calendar'
import { PORTS } from '../../../ports/tokens'
import { resolvePort } from '../../runtime/use-port'
import { Button } from '../../components/Button'
import { FormDialog } from '../../kit/form/FormDialog'
import { FieldGrid } from '../../kit/form/FormView'
import { CheckboxField, SelectField, TextField } from '../../kit/form/fields'
import { DateField } from '../../kit/form/DateField'
import { useFormController } from '../../kit/form/use-form-controller'
import {
  eventFormValues,
  eventFromValues,
  eventSchema,
  newEventValues,
  type EventFormValues,
} from './calendar-form-values'

export interface EventPanelState {
  event?: CalendarEvent
  day?: Date
  allDay?: boolean
}

/** Adds or edits an event in a side panel; an existing one can be deleted from it. */
export function EventPanel({
  state,
  onClose,
  onChanged,
}: {
  state: EventPanelState | null
  onClose: () => void
  onChanged: () => void
}) {
  return state ? <EventForm state={state} onClose={onClose} onChanged={onChanged} /> : null
}

function EventForm({
  state,
  onClose,
  onChanged,
}: {
  state: EventPanelState
  onClose: () => void
  onChanged: () => void
}) {
  const { t } = useTranslation('calendar')
  const port = resolvePort(PORTS.calendar)
  const { event } = state
  const controller = useFormController<EventFormValues, CalendarEvent>({
    schema: eventSchema,
    defaults: event ? eventFormValues(event) : newEventValues(state.day ?? new Date(), state.allDay),
    save: (values) =>
      event
        ? port.updateEvent({ ...eventFromValues(values), id: event.id })
        : port.addEvent(eventFromValues(values)),
    onSaved: (saved) => {
      toast.success(
        event ? t('done.updated', { title: saved.title }) : t('done.added', { title: saved.title }),
      )
      onClose()
      onChanged()
    },
  })
  const remove = async () => {
    if (!event) return
    try {
      await port.removeEvent(event.id)
      toast.success(t('done.deleted', { title: event.title }))
      onClose()
      onChanged()
    } catch {
      toast.error(t('done.notDeleted', { title: event.title }))
    }
  }
  const allDay = controller.form.watch('allDay')
  return (
    <FormDialog
      controller={controller}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={event ? t('panel.editTitle') : t('panel.addTitle')}
      submitLabel={event ? undefined : t('panel.add')}
      panel="side"
      width="28rem"
    >
      <FieldGrid $columns={1}>
        <TextField<EventFormValues> name="title" label={t('fields.title')} required autoComplete="off" />
        <SelectField<EventFormValues>
          name="category"
          label={t('fields.category')}
          options={CALENDAR_CATEGORIES.map((category) => ({
            value: category,
            label: t(`category.${category}`),
          }))}
        />
        <CheckboxField<EventFormValues> name="allDay" label={t('fields.allDay')} />
      </FieldGrid>
      <FieldGrid $columns={2}>
        <DateField<EventFormValues> name="startDay" label={t('fields.startDay')} required />
        {!allDay && (
          <TextField<EventFormValues>
            name="startTime"
            label={t('fields.startTime')}
            hint={<small>{t('fields.timeHint')}</small>}
          />
        )}
        <DateField<EventFormValues> name="endDay" label={t('fields.endDay')} required />
        {!allDay && (
          <TextField<EventFormValues>
            name="endTime"
            label={t('fields.endTime')}
            hint={<small>{t('fields.timeHint')}</small>}
          />
        )}
      </FieldGrid>
      <FieldGrid $columns={1}>
        <TextField<EventFormValues> name="url" label={t('fields.url')} type="url" />
        <TextField<EventFormValues>
          name="guests"
          label={t('fields.guests')}
          hint={<small>{t('fields.guestsHint')}</small>}
        />
        <TextField<EventFormValues> name="location" label={t('fields.location')} />
        <TextField<EventFormValues> name="description" label={t('fields.description')} multiline />
      </FieldGrid>
      {event && (
        <Button type="button" $variant="outline" $color="danger" onClick={() => void remove()}>
          {t('panel.delete')}
        </Button>
      )}
    </FormDialog>
  )
}
