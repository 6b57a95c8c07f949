import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import styled from 'styled-components'
import { Link } from 'wouter'
import { firstUser, type ManagedUser } from '../../../../domain/apps/users'
import { PortError } from '../../../../ports/errors'
import { PORTS } from '../../../../ports/tokens'
import type { ScreenProps } from '../../../kit/lazy-screen'
import { resolvePort } from '../../../runtime/use-port'
import { Badge } from '../../../components/Badge'
import { Button } from '../../../components/Button'
import { Card } from '../../../components/Card'
import { PageSpinner } from '../../../components/PageSpinner'
import { useDetailController } from '../../../kit/detail/use-detail-controller'
import { ConfirmDialog } from '../../../kit/primitives/Dialog'
import { Tabs } from '../../../kit/primitives/Tabs'
import { changeUserLocally, useLocalUser } from './local-user-changes'
import { RoleCell, StatusBadge } from './user-cells'
import { UserAvatar } from './UserAvatar'
import { UserFormPanelOnOpen } from './user-form-panel-on-open'
import { AccountTab, BillingTab } from './UserTabs'
import { Note } from './Note'
import { tabPanelOnDemand, useHeadStart } from '../../../kit/shown-on-demand'

// The tabs that are forms load after the first paint: asked for as the page mounts, and by the tab itself if it is
// shown first (issue 31's budgets: the form kit).
const loadSettingsTabs = () => import('./UserSettingsTabs')
const SecurityTab = tabPanelOnDemand(() => loadSettingsTabs().then((module) => module.SecurityTab))
const NotificationsTab = tabPanelOnDemand(() => loadSettingsTabs().then((module) => module.NotificationsTab))
const ConnectionsTab = tabPanelOnDemand(() => loadSettingsTabs().then((module) => module.ConnectionsTab))

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(16rem, 22rem) minmax(0, 1fr);
  gap: 1.5rem;
  align-items: start;
  @media (max-width: 991px) {
    grid-template-columns: minmax(0, 1fr);
  }
`
const Profile = styled(Card)`
  text-align: center;
  h1 {
    margin: 0.75rem 0 0.4rem;
    font-size: 1.3rem;
    color: ${({ theme }) => theme.skin.heading};
  }
`
const Details = styled.dl`
  margin: 1.25rem 0;
  padding-top: 1rem;
  border-top: 1px solid ${({ theme }) => theme.skin.border};
  text-align: start;
  display: grid;
  gap: 0.55rem;
  div {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem;
  }
  dt {
    font-weight: 600;
    color: ${({ theme }) => theme.skin.heading};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.75rem;
`
const Plan = styled(Card)`
  border: 2px solid ${({ theme }) => theme.colors.primary.main};
  h2 {
    margin: 0 0 0.75rem;
    font-size: 1.05rem;
    color: ${({ theme }) => theme.skin.heading};
  }
  ul {
    margin: 0.75rem 0 0;
    padding-inline-start: 1.1rem;
  }
`
const Failure = styled(Card)`
  color: ${({ theme }) => theme.colors.danger.text};
`

/** /apps/user/view/:id (without an id, the first user by name): profile, plan, tabs, edit and suspend. */
export default function UserViewPage({ params }: Partial<ScreenProps>) {
  const { t } = useTranslation('users')
  const port = resolvePort(PORTS.users)
  const id = params?.id
  const detail = useDetailController<ManagedUser>(
    () =>
      id
        ? port.getUser(Number(id))
        : port.allUsers().then((all) => {
            const first = firstUser(all)
            if (!first) throw new PortError('not_found', 'No users')
            return first
          }),
    id ?? 'first',
  )
  const { apply } = useLocalUser()
  const [editing, setEditing] = useState(false)
  const [asking, setAsking] = useState(false)
  useHeadStart(loadSettingsTabs)

  if (detail.loading && !detail.record) return <PageSpinner />
  if (!detail.record)
    return (
      <Failure role="alert">
        <p>
          {t(
            detail.error?.code === 'not_found'
              ? 'view.notFound'
              : `common:errors.${detail.error?.code ?? 'unknown'}`,
          )}
        </p>
        <Link href="/apps/user/list">{t('view.backToList')}</Link>
      </Failure>
    )
  const user = apply(detail.record)
  const suspended = user.status === 'inactive'
  return (
    <Layout>
      <div>
        <Profile aria-labelledby="user-name">
          <UserAvatar user={user} size={110} />
          <h1 id="user-name">{user.fullName}</h1>
          <RoleCell role={user.role} t={t} />
          <Details aria-label={t('view.details')}>
            <div>
              <dt>{t('fields.username')}:</dt>
              <dd>@{user.username}</dd>
            </div>
            <div>
              <dt>{t('fields.email')}:</dt>
              <dd>{user.email}</dd>
            </div>
            <div>
              <dt>{t('fields.status')}:</dt>
              <dd>
                <StatusBadge status={user.status} t={t} />
              </dd>
            </div>
            <div>
              <dt>{t('fields.role')}:</dt>
              <dd>{t(`roles.${user.role}`, { defaultValue: user.role })}</dd>
            </div>
            <div>
              <dt>{t('fields.contact')}:</dt>
              <dd dir="ltr">{user.contact || '—'}</dd>
            </div>
            <div>
              <dt>{t('fields.company')}:</dt>
              <dd>{user.company || '—'}</dd>
            </div>
            <div>
              <dt>{t('fields.country')}:</dt>
              <dd>{user.country || '—'}</dd>
            </div>
          </Details>
          <Actions>
            <Button type="button" onClick={() => setEditing(true)}>
              {t('actions.edit')}
            </Button>
            <Button
              type="button"
              $variant="outline"
              $color={suspended ? 'success' : 'danger'}
              onClick={() => setAsking(true)}
            >
              {suspended ? t('suspend.reactivate') : t('suspend.action')}
            </Button>
          </Actions>
        </Profile>
        <Plan aria-labelledby="user-plan">
          <h2 id="user-plan">{t('view.planTitle')}</h2>
          <Badge $color="light-primary">
            {t(`plans.${user.currentPlan}`, { defaultValue: user.currentPlan })}
          </Badge>
          <ul>
            <li>
              {t('view.planBilling', {
                method: t(`billing.${user.billing}`, { defaultValue: user.billing }),
              })}
            </li>
            {user.orderCount !== undefined && (
              <li>{t('view.planOrders', { active: user.activeOrderCount ?? 0, total: user.orderCount })}</li>
            )}
          </ul>
        </Plan>
      </div>
      <div>
        <Tabs
          label={t('view.tabs')}
          tabs={[
            { id: 'account', label: t('tabs.account'), content: () => <AccountTab user={user} /> },
            { id: 'security', label: t('tabs.security'), content: () => <SecurityTab user={user} /> },
            { id: 'billing', label: t('tabs.billing'), content: () => <BillingTab user={user} /> },
            {
              id: 'notifications',
              label: t('tabs.notifications'),
              content: () => <NotificationsTab user={user} />,
            },
            {
              id: 'connections',
              label: t('tabs.connections'),
              content: () => <ConnectionsTab user={user} />,
            },
          ]}
        />
        <Note>{t('view.localNote')}</Note>
      </div>
      {editing && (
        <UserFormPanelOnOpen
          user={user}
          note={t('form.localNote')}
          onOpenChange={(open) => !open && setEditing(false)}
          save={async (fields) => {
            changeUserLocally(user.id, fields, 'edited')
            return { ...user, ...fields }
          }}
          onSaved={(saved) => {
            setEditing(false)
            toast.success(t('updated', { name: saved.fullName }))
          }}
        />
      )}
      <ConfirmDialog
        isOpen={asking}
        title={suspended ? t('suspend.reactivateTitle') : t('suspend.title')}
        message={t(suspended ? 'suspend.reactivateMessage' : 'suspend.message', { name: user.fullName })}
        confirmLabel={suspended ? t('suspend.reactivate') : t('suspend.action')}
        tone={suspended ? 'primary' : 'danger'}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false)
          changeUserLocally(
            user.id,
            { status: suspended ? 'active' : 'inactive' },
            suspended ? 'reactivated' : 'suspended',
          )
          toast.success(t(suspended ? 'suspend.reactivated' : 'suspend.done', { name: user.fullName }))
        }}
      />
    </Layout>
  )
}
