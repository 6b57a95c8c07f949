/** Invented managed users for the user-list demo (template-apps §3), generated deterministically. */
import { initialsAvatar, intBetween, pick, seededRandom } from '../../http'
import type { ManagedUser } from '../../../domain/apps/users'
export type { ManagedUser }

export const USER_ROLES = ['admin', 'author', 'editor', 'maintainer', 'subscriber'] as const
export const USER_PLANS = ['basic', 'team', 'company', 'enterprise'] as const
export const USER_STATUSES = ['active', 'inactive', 'pending'] as const
export const USER_BILLING = [
  'Auto Debit',
  'Manual - Credit Card',
  'Manual - Paypal',
  'Manual - Cash',
] as const

const FIRST = [
  'Abigail',
  'Benedikt',
  'Camila',
  'Darius',
  'Esther',
  'Felix',
  'Gabriela',
  'Hassan',
  'Isla',
  'Julian',
  'Kira',
  'Leon',
  'Mira',
  'Nikolai',
  'Olivia',
  'Pavel',
  'Ruth',
  'Samuel',
  'Tamar',
  'Victor',
]
const LAST = [
  'Ashford',
  'Bergström',
  'Carvalho',
  'Delacroix',
  'Everett',
  'Fischer',
  'Grigoryan',
  'Holloway',
  'Ibarra',
  'Jovanovic',
  'Kaplan',
  'Lombardi',
  'Mercer',
  'Nakamura',
  'Oyelaran',
  'Pereira',
  'Sørensen',
  'Thornton',
]
const COMPANIES = [
  'Bluewater Freight',
  'Northwind Traders',
  'Crescent Motors',
  'Pinewood Logistics',
  'Saffron Imports',
  'Orbit Parts',
  'Harbor & Rail',
  'Granite Auto Export',
  'Lumen Software',
  'Meadowlark Foods',
]
const COUNTRIES = [
  'Armenia',
  'Georgia',
  'Germany',
  'Netherlands',
  'United States',
  'Canada',
  'Poland',
  'Spain',
  'Japan',
]
const COLOURS = ['primary', 'secondary', 'success', 'danger', 'warning', 'info', 'dark']

/** A fresh list of `count` managed users (ids 1..count), the same on every run. */
export function createManagedUsers(count = 50): ManagedUser[] {
  const random = seededRandom(5_150_515)
  return Array.from({ length: count }, (_, index) => {
    const id = index + 1
    const first = pick(random, FIRST)
    const last = pick(random, LAST)
    const fullName = `${first} ${last}`
    const username =
      `${first}.${last}`
        .toLowerCase()
        .normalize('NFD')
        .replace(/[^a-z.]/g, '') + id
    const user: ManagedUser = {
      id,
      fullName,
      company: pick(random, COMPANIES),
      role: pick(random, USER_ROLES),
      username,
      country: pick(random, COUNTRIES),
      contact: `(${intBetween(random, 200, 989)}) ${intBetween(random, 200, 999)}-${intBetween(random, 1000, 9999)}`,
      email: `${username}@mail.example`,
      currentPlan: pick(random, USER_PLANS),
      status: pick(random, USER_STATUSES),
      billing: pick(random, USER_BILLING),
      avatar: initialsAvatar(fullName),
      avatarColor: pick(random, COLOURS),
    }
    if (id % 3 === 0) {
      user.orderCount = intBetween(random, 1, 40)
      user.activeOrderCount = intBetween(random, 0, Math.min(5, user.orderCount))
    }
    return user
  })
}
