import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import styled from 'styled-components'
import PlusIcon from 'lucide-react/icons/plus'
import type { ManagedUser } from '../../../../domain/apps/users'
import { PORTS } from '../../../../ports/tokens'
import { resolvePort } from '../../../runtime/use-port'
import { Button } from '../../../components/Button'
import { changeUserLocally } from './local-user-changes'
import { useAllUsers } from './use-all-users'
import { UserFormPanelOnOpen } from './user-form-panel-on-open'
import { UserStatsCards } from './UserStatsCards'
import { useUsersList, UsersTable } from './UsersTable'

const Failure = styled.p`
  color: ${({ theme }) => theme.colors.danger.text};
`

type Panel = { mode: 'add' } | { mode: 'edit'; user: ManagedUser }

/** /apps/user/list: counts by status, the users list (search, filters, sort, paging), add, edit and delete. */
export default function UsersListPage() {
  const { t } = useTranslation('users')
  const port = resolvePort(PORTS.users)
  const all = useAllUsers()
  const list = useUsersList('users')
  const [panel, setPanel] = useState<Panel | null>(null)
  return (
    <>
      <UserStatsCards stats={all.stats} />
      {all.error && <Failure role="alert">{t('statsFailed')}</Failure>}
      <UsersTable
        list={list}
        title={t('title')}
        stats={all.stats}
        onEdit={(user) => setPanel({ mode: 'edit', user })}
        onDeleted={() => void all.reload()}
        tools={
          <Button type="button" onClick={() => setPanel({ mode: 'add' })}>
            <PlusIcon aria-hidden="true" size={16} />
            {t('addUser')}
          </Button>
        }
      />
      {panel?.mode === 'add' && (
        <UserFormPanelOnOpen
          onOpenChange={(open) => !open && setPanel(null)}
          save={(fields) => port.addUser(fields)}
          onSaved={() => {
            setPanel(null)
            void list.reload()
            void all.reload()
          }}
        />
      )}
      {panel?.mode === 'edit' && (
        <UserFormPanelOnOpen
          user={panel.user}
          note={t('form.localNote')}
          onOpenChange={(open) => !open && setPanel(null)}
          save={async (fields) => {
            changeUserLocally(panel.user.id, fields, 'edited')
            return { ...panel.user, ...fields }
          }}
          onSaved={(user) => {
            setPanel(null)
            toast.success(t('updated', { name: user.fullName }))
          }}
        />
      )}
    </>
  )
}
