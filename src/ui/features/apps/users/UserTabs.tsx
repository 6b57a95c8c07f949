import { useMemo } from 'react'
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
import { Section } from '../../../kit/detail/DetailView'
import { Timeline } from '../../../kit/detail/Timeline'
import { CheckboxGroupField } from '../../../kit/form/CheckboxGroupField'
import { FieldGrid } from '../../../kit/form/FormView'
import { PasswordField } from '../../../kit/form/PasswordField'
import { SectionForm } from '../../../kit/form/SectionForm'
import { CheckboxField } from '../../../kit/form/fields'
import { useFormController } from '../../../kit/form/use-form-controller'
import { recordActivity, useLocalUser } from './local-user-changes'
import { Note } from './Note'

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  gap: 1rem;
  margin: 0;
  div {
    padding: 0.9rem 1rem;
    border: 1px solid ${({ theme }) => theme.skin.border};
    border-radius: ${({ theme }) => theme.radius};
  }
  dt {
    color: ${({ theme }) => theme.skin.muted};
    font-size: 0.86rem;
  }
  dd {
    margin: 0.25rem 0 0;
    font-weight: 600;
    font-size: 1.15rem;
    color: ${({ theme }) => theme.skin.heading};
  }
`
const Meter = styled.progress`
  width: 100%;
  height: 0.5rem;
  margin: 1rem 0 0.5rem;
  appearance: none;
  border: 0;
  border-radius: 1rem;
  overflow: hidden;
  background: ${({ theme }) => theme.skin.border};
  &::-webkit-progress-bar {
    background: ${({ theme }) => theme.skin.border};
  }
  &::-webkit-progress-value {
    background: ${({ theme }) => theme.colors.primary.main};
  }
  &::-moz-progress-bar {
    background: ${({ theme }) => theme.colors.primary.main};
  }
`
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

/** Account: the user's orders (what the data holds in place of projects) and what was done on this page. */
export function AccountTab({ user }: { user: ManagedUser }) {
  const { t, i18n } = useTranslation('users')
  const { activityOf } = useLocalUser()
  const activity = activityOf(user.id)
  const format = useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }),
    [i18n.language],
  )
  const orders = user.orderCount
  const active = user.activeOrderCount ?? 0
  return (
    <>
      <Section title={t('view.orders')}>
        {orders === undefined ? (
          <p>{t('view.noOrders')}</p>
        ) : (
          <>
            <Facts>
              <div>
                <dt>{t('view.ordersTotal')}</dt>
                <dd>{orders}</dd>
              </div>
              <div>
                <dt>{t('view.ordersActive')}</dt>
                <dd>{active}</dd>
              </div>
              <div>
                <dt>{t('view.ordersDone')}</dt>
                <dd>{orders - active}</dd>
              </div>
            </Facts>
            <Meter
              max={orders}
              value={orders - active}
              aria-label={t('view.ordersProgress', { done: orders - active, total: orders })}
            />
          </>
        )}
        <Note>{t('view.noProjects')}</Note>
      </Section>
      <Section title={t('view.activity')}>
        {activity.length === 0 ? (
          <p>{t('view.noActivity')}</p>
        ) : (
          <Timeline
            label={t('view.activity')}
            events={activity.map((a) => ({ id: a.id, label: t(`activity.${a.kind}`), date: a.date }))}
            formatDate={(date) => format.format(date)}
            pendingText=""
          />
        )}
        <Note>{t('view.activityNote')}</Note>
      </Section>
    </>
  )
}

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

/** Billing: the plan and the payment method the user record holds; nothing more exists in the data. */
export function BillingTab({ user }: { user: ManagedUser }) {
  const { t } = useTranslation('users')
  return (
    <>
      <Section title={t('billingTab.plan')}>
        <Facts>
          <div>
            <dt>{t('fields.plan')}</dt>
            <dd>{t(`plans.${user.currentPlan}`, { defaultValue: user.currentPlan })}</dd>
          </div>
          <div>
            <dt>{t('billingTab.method')}</dt>
            <dd>{t(`billing.${user.billing}`, { defaultValue: user.billing })}</dd>
          </div>
        </Facts>
      </Section>
      <Section title={t('billingTab.address')}>
        <Facts>
          <div>
            <dt>{t('fields.company')}</dt>
            <dd>{user.company || '—'}</dd>
          </div>
          <div>
            <dt>{t('fields.country')}</dt>
            <dd>{user.country || '—'}</dd>
          </div>
          <div>
            <dt>{t('fields.email')}</dt>
            <dd>{user.email || '—'}</dd>
          </div>
          <div>
            <dt>{t('fields.contact')}</dt>
            <dd>{user.contact || '—'}</dd>
          </div>
        </Facts>
        <Note>{t('billingTab.note')}</Note>
      </Section>
    </>
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
