import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import styled from 'styled-components'
import PlusIcon from 'lucide-react/icons/plus'
import {
  countRights,
  initialRoles,
  isUserRole,
  saveRole,
  usersOfRole,
  type ManagedUser,
  type RoleDefinition,
} from '../../../../domain/apps/users'
import { Button } from '../../../components/Button'
import { Card } from '../../../components/Card'
import { changeUserLocally } from './local-user-changes'
import { useAllUsers } from './use-all-users'
import { UserAvatar } from './UserAvatar'
import { UserFormPanelOnOpen } from './user-form-panel-on-open'
import { Note } from './Note'
import { useUsersList, UsersTable } from './UsersTable'
import { shownOnDemand } from '../../../kit/shown-on-demand'

/** The role dialog, its code (the form and schema libraries) loaded when it is first opened. */
const RoleDialogOnOpen = shownOnDemand(() => import('./RoleDialog').then(({ RoleDialog }) => RoleDialog))

const Header = styled.header`
  margin-bottom: 1.5rem;
  h1 {
    margin: 0 0 0.4rem;
    font-size: 1.4rem;
    color: ${({ theme }) => theme.skin.heading};
  }
  p {
    margin: 0;
  }
`
const Grid = styled.ul`
  list-style: none;
  margin: 0 0 2rem;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(17rem, 1fr));
  gap: 1.25rem;
`
const RoleCard = styled(Card).attrs({ as: 'li' })`
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  h2 {
    margin: 0;
    font-size: 1.15rem;
    color: ${({ theme }) => theme.skin.heading};
  }
`
const Top = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 0.5rem;
  flex-wrap: wrap;
`
const Faces = styled.ul`
  display: flex;
  list-style: none;
  margin: 0;
  padding: 0;
  li + li {
    margin-inline-start: -0.6rem;
  }
  li > span {
    box-shadow: 0 0 0 2px ${({ theme }) => theme.skin.card};
  }
`
const More = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 34px;
  height: 34px;
  border-radius: 50%;
  font-size: 0.8rem;
  background: ${({ theme }) => theme.skin.body};
  color: ${({ theme }) => theme.skin.heading};
`
const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  button {
    padding: 0.4rem 0.8rem;
  }
`
const AddCard = styled(RoleCard)`
  justify-content: center;
  align-items: flex-start;
`

const FACES = 4

/** /apps/roles: a card per role (users, faces, rights), add and edit a role's permissions (on this page), and the users by role. */
export default function RolesPage() {
  const { t } = useTranslation('users')
  const all = useAllUsers()
  const list = useUsersList('roles-users', 'memory')
  const [roles, setRoles] = useState<RoleDefinition[]>(initialRoles)
  const [dialog, setDialog] = useState<{ role?: RoleDefinition } | null>(null)
  const [editing, setEditing] = useState<ManagedUser | null>(null)
  const labelOf = (name: string) => (isUserRole(name) ? t(`roles.${name}`) : name)
  return (
    <>
      <Header>
        <h1>{t('rolesPage.title')}</h1>
        <p>{t('rolesPage.intro')}</p>
      </Header>
      <Grid aria-label={t('rolesPage.cards')}>
        {roles.map((role) => {
          const members = all.users ? usersOfRole(all.users, role.name) : undefined
          const label = labelOf(role.name)
          return (
            <RoleCard key={role.name} aria-labelledby={`role-${role.name}`}>
              <Top>
                <span>{members === undefined ? '…' : t('rolesPage.total', { count: members.length })}</span>
                {members && members.length > 0 && (
                  <Faces aria-label={t('rolesPage.faces', { role: label })}>
                    {members.slice(0, FACES).map((user) => (
                      <li key={user.id} title={user.fullName}>
                        <UserAvatar user={user} />
                        <span className="visually-hidden">{user.fullName}</span>
                      </li>
                    ))}
                    {members.length > FACES && (
                      <li>
                        <More>+{members.length - FACES}</More>
                      </li>
                    )}
                  </Faces>
                )}
              </Top>
              <h2 id={`role-${role.name}`}>{label}</h2>
              <small>{t('rolesPage.rights', { count: countRights(role.permissions) })}</small>
              <Links>
                <Button
                  type="button"
                  $variant="flat"
                  aria-label={t('rolesPage.editNamed', { role: label })}
                  onClick={() => setDialog({ role })}
                >
                  {t('rolesPage.edit')}
                </Button>
                {isUserRole(role.name) && (
                  <Button
                    type="button"
                    $variant="flat"
                    $color="secondary"
                    aria-label={t('rolesPage.showNamed', { role: label })}
                    onClick={() => {
                      list.change({ filters: { role: role.name } })
                      document.getElementById('roles-users-title')?.scrollIntoView?.({ behavior: 'smooth' })
                    }}
                  >
                    {t('rolesPage.show')}
                  </Button>
                )}
              </Links>
            </RoleCard>
          )
        })}
        <AddCard aria-label={t('rolesPage.addTitle')}>
          <Button type="button" onClick={() => setDialog({})}>
            <PlusIcon aria-hidden="true" size={16} />
            {t('rolesPage.addTitle')}
          </Button>
          <Note>{t('rolesPage.addHint')}</Note>
        </AddCard>
      </Grid>
      <UsersTable
        list={list}
        title={t('rolesPage.tableTitle')}
        headingLevel={2}
        stats={all.stats}
        onEdit={setEditing}
        onDeleted={() => void all.reload()}
      />
      {dialog && (
        <RoleDialogOnOpen
          role={dialog.role}
          takenNames={roles.map((r) => r.name)}
          labelOf={labelOf}
          onOpenChange={(open) => !open && setDialog(null)}
          onSave={(role) => {
            setRoles((current) => saveRole(current, role, dialog.role?.name))
            setDialog(null)
            toast.success(
              t(dialog.role ? 'rolesPage.updated' : 'rolesPage.added', { role: labelOf(role.name) }),
            )
          }}
        />
      )}
      {editing && (
        <UserFormPanelOnOpen
          user={editing}
          note={t('form.localNote')}
          onOpenChange={(open) => !open && setEditing(null)}
          save={async (fields) => {
            changeUserLocally(editing.id, fields, 'edited')
            return { ...editing, ...fields }
          }}
          onSaved={(user) => {
            setEditing(null)
            toast.success(t('updated', { name: user.fullName }))
          }}
        />
      )}
    </>
  )
}
