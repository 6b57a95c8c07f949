import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import type { ManagedUser } from '../../../../domain/apps/users'
import { Section } from '../../../kit/detail/DetailView'
import { Timeline } from '../../../kit/detail/Timeline'
import { useLocalUser } from './local-user-changes'
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
