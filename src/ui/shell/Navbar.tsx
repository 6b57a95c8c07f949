import { useState } from 'react'
import { useLocation } from 'wouter'
import styled from 'styled-components'
import { useTranslation } from 'react-i18next'
import type { UserData } from '../../domain/auth'
import { signOut } from '../app/session'

const Bar = styled.header`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: 1rem;
  background: ${({ theme }) => theme.skin.card};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  padding: 0.8rem 1rem;
  margin: 1.3rem 0 2rem;
`
const UserButton = styled.button`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  background: none;
  border: 0;
  cursor: pointer;
  color: inherit;
  text-align: end;
`
const Avatar = styled.img`
  width: 38px;
  height: 38px;
  border-radius: 50%;
`
const Menu = styled.ul`
  position: absolute;
  inset-inline-end: 0;
  top: 3.2rem;
  min-width: 10rem;
  list-style: none;
  margin: 0;
  padding: 0.5rem 0;
  background: ${({ theme }) => theme.skin.card};
  border: 1px solid ${({ theme }) => theme.skin.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  z-index: 10;
  button {
    width: 100%;
    background: none;
    border: 0;
    padding: 0.5rem 1.25rem;
    text-align: start;
    cursor: pointer;
    color: inherit;
  }
`

export const DEFAULT_AVATAR = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="20" fill="#7367f0"/><circle cx="20" cy="15" r="7" fill="#fff"/><path d="M7 34c2-7 8-10 13-10s11 3 13 10" fill="#fff"/></svg>',
)}`

/** The top bar: the user menu with full name, role, avatar and Logout. */
export function Navbar({ userData }: { userData: UserData }) {
  const { t } = useTranslation('shell')
  const [, navigate] = useLocation()
  const [open, setOpen] = useState(false)
  const logout = () => {
    signOut()
    navigate('/login', { replace: true })
  }
  return (
    <Bar>
      <div style={{ position: 'relative' }}>
        <UserButton aria-haspopup="menu" aria-expanded={open} aria-label={t('userMenu.label')} onClick={() => setOpen(!open)}>
          <span>
            <strong style={{ display: 'block' }}>{userData.fullName}</strong>
            <small>{t(`roles.${userData.role}`, { defaultValue: userData.role })}</small>
          </span>
          <Avatar src={userData.avatar || DEFAULT_AVATAR} alt="" />
        </UserButton>
        {open && (
          <Menu role="menu">
            <li role="none">
              <button role="menuitem" onClick={logout}>
                {t('userMenu.logout')}
              </button>
            </li>
          </Menu>
        )}
      </div>
    </Bar>
  )
}
