/** The sign-in accounts of the in-browser mock: the three demo accounts plus a few sample users. */
import { initialsAvatar } from '../../http'
import { abilitiesFor } from './abilities'
import type { Ability, AuthRole } from './abilities'

export interface AuthUser {
  id: number
  fullName: string
  username: string
  password: string
  avatar: string
  email: string
  role: AuthRole
  ability: Ability[]
  extras: { eCommerceCartItemsCount: number }
}

/** What the client receives: the account without its password. */
export type UserData = Omit<AuthUser, 'password'>

const account = (
  id: number,
  fullName: string,
  username: string,
  email: string,
  password: string,
  role: AuthRole,
  cartItems: number,
): AuthUser => ({
  id,
  fullName,
  username,
  password,
  avatar: initialsAvatar(fullName),
  email,
  role,
  ability: abilitiesFor(role),
  extras: { eCommerceCartItemsCount: cartItems },
})

/** A fresh copy of the accounts (ARCHITECTURE.md, demo accounts table, first three rows). */
export const createAuthUsers = (): AuthUser[] => [
  account(1, 'Anna Admin', 'admin', 'admin@demo.com', 'admin', 'admin', 3),
  account(2, 'Clara Client', 'client', 'client@demo.com', 'client', 'client', 0),
  account(3, 'Carlos Mendes', 'c1001', 'c1001@demo.com', 'customer', 'customer', 0),
  account(4, 'Noah Whitfield', 'noah.w', 'noah.whitfield@demo.com', 'noah-demo', 'client', 1),
  account(5, 'Priya Raman', 'priya.r', 'priya.raman@demo.com', 'priya-demo', 'admin', 2),
]

export const toUserData = ({ password: _password, ...userData }: AuthUser): UserData => userData
