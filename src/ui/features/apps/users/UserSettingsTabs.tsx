import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import styled from 'styled-components'
import * as z from 'zod/mini'
import {
  CONNECTION_SERVICES,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_EVENTS,
  passwordProblem,
  readConnections,
  readNotifications,
  type ManagedUser,
  type NotificationSettings,
} from '../../../../domain/apps/users'
import { PORTS } from '../../../../ports/tokens'
import { resolvePort } from '../../../runtime/use-port'
import { CheckboxGroupField } from '../../../kit/form/CheckboxGroupField'
import { FieldGrid } from '../../../kit/form/FormView'
import { PasswordField } from '../../../kit/form/PasswordField'
import { SectionForm } from '../../../kit/form/SectionForm'
import { CheckboxField } from '../../../kit/form/fields'
import { useFormController } from '../../../kit/form/use-form-controller'
import { recordActivity } from './local-user-changes'
import { Note } from './Note'

// The user view's tabs that are forms (security, notifications, connections): a module of their own, loaded when
// one is first shown or once the page has painted, so the view paints without the form kit (issue 31's budgets).

const Groups = styled.div`
  display: grid;
  gap: 0.75rem;
  margin-bottom: 1rem;
  fieldset {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.25rem 1.5rem;
    margin: 0;
    padding: 0.6rem 1rem;
    border: 1px solid ${({ theme }) => theme.skin.border};
    border-radius: ${({ theme }) => theme.radius};
  }
  legend {
    padding: 0 0.35rem;
    font-weight: 600;
    color: ${({ theme }) => theme.skin.heading};
  }
`

const passwordSchema = z.object({ password: z.string(), confirm: z.string() }).check(
  z.superRefine(({ password, confirm }, context) => {
    const problem = passwordProblem(password)
    if (problem)
      context.addIssue({ code: 'custom', path: ['password'], message: `users:password.${problem}` })
    else if (password !== confirm)
      context.addIssue({ code: 'custom', path: ['confirm'], message: 'users:password.mismatch' })
  }),
)
type PasswordValues = z.infer<typeof passwordSchema>

/** Security: a new password checked here (length, cases, a digit or symbol, typed twice); the mock has no call for it. */
export function SecurityTab({ user }: { user: ManagedUser }) {
  const { t } = useTranslation('users')
  const controller = useFormController<PasswordValues, void>({
    schema: passwordSchema,
    defaults: { password: '', confirm: '' },
    save: async () => recordActivity(user.id, 'passwordChecked'),
    onSaved: () => {
      controller.form.reset({ password: '', confirm: '' })
      toast.success(t('password.done'))
    },
  })
  return (
    <SectionForm controller={controller} title={t('password.title')} submitLabel={t('password.submit')}>
      <Note>{t('password.note')}</Note>
      <FieldGrid>
        <PasswordField<PasswordValues>
          name="password"
          label={t('password.new')}
          showLabel={t('password.show')}
          hideLabel={t('password.hide')}
          required
        />
        <PasswordField<PasswordValues>
          name="confirm"
          label={t('password.confirm')}
          showLabel={t('password.show')}
          hideLabel={t('password.hide')}
          required
        />
      </FieldGrid>
    </SectionForm>
  )
}

/** Notifications: which events reach the user by which channel, saved on this machine per user. */
export function NotificationsTab({ user }: { user: ManagedUser }) {
  const { t } = useTranslation('users')
  const settings = resolvePort(PORTS.localSettings)
  const key = `users:notifications:${user.id}`
  const controller = useFormController<NotificationSettings, void>({
    schema: z.record(
      z.enum(NOTIFICATION_EVENTS),
      z.record(z.enum(NOTIFICATION_CHANNELS), z.boolean()),
    ) as unknown as z.ZodMiniType<NotificationSettings, NotificationSettings>,
    defaults: readNotifications(settings.read(key)),
    save: async (values) => {
      settings.write(key, values)
      recordActivity(user.id, 'notificationsSaved')
    },
    onSaved: () => toast.success(t('notifications.done')),
  })
  return (
    <SectionForm
      controller={controller}
      title={t('notifications.title')}
      submitLabel={t('notifications.submit')}
    >
      <Note>{t('notifications.note')}</Note>
      <Groups>
        {NOTIFICATION_EVENTS.map((event) => (
          <fieldset key={event}>
            <legend>{t(`notifications.events.${event}`)}</legend>
            {NOTIFICATION_CHANNELS.map((channel) => (
              <CheckboxField<NotificationSettings>
                key={channel}
                name={`${event}.${channel}`}
                label={t(`notifications.channels.${channel}`)}
              />
            ))}
          </fieldset>
        ))}
      </Groups>
    </SectionForm>
  )
}

const connectionsSchema = z.object({ connected: z.array(z.enum(CONNECTION_SERVICES)) })
type ConnectionValues = z.infer<typeof connectionsSchema>

/** Connections: the services the account is connected to, saved on this machine per user. */
export function ConnectionsTab({ user }: { user: ManagedUser }) {
  const { t } = useTranslation('users')
  const settings = resolvePort(PORTS.localSettings)
  const key = `users:connections:${user.id}`
  const controller = useFormController<ConnectionValues, void>({
    schema: connectionsSchema,
    defaults: { connected: readConnections(settings.read(key)) },
    save: async (values) => {
      settings.write(key, values.connected)
      recordActivity(user.id, 'connectionsSaved')
    },
    onSaved: () => toast.success(t('connections.done')),
  })
  const options = CONNECTION_SERVICES.map((service) => ({
    value: service,
    label: t(`connections.services.${service}`),
  }))
  return (
    <SectionForm controller={controller} title={t('connections.title')} submitLabel={t('connections.submit')}>
      <Note>{t('connections.note')}</Note>
      <CheckboxGroupField<ConnectionValues>
        name="connected"
        label={t('connections.label')}
        options={options}
      />
    </SectionForm>
  )
}
