/** The sign-in accounts of the in-browser mock: the three demo accounts plus a few sample users. */
import { initialsAvatar } from '../../images'
import { abilitiesFor } from './abilities'
import type { Ability, AuthRole } from './abilities'
import { DEMO_ACCOUNTS, type DemoAccount } from '../../../domain/auth/demo-accounts'
import type { UserData } from '../../../domain/auth'
export type { UserData }

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

const account = ({ id, fullName, username, email, password, role, cartItems }: DemoAccount): AuthUser => ({
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

/** A fresh copy of the accounts (the domain's demo accounts: ARCHITECTURE.md, demo accounts table). */
export const createAuthUsers = (): AuthUser[] => DEMO_ACCOUNTS.map(account)

export const toUserData = ({ password: _password, ...userData }: AuthUser): UserData => userData
