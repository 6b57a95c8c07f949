import { countPages, type ListQuery, type Page, type SortDirection } from '../../lists'

/** Managed-user roles, plans and statuses (template-apps §3). */
export const USER_ROLES = ['admin', 'author', 'editor', 'maintainer', 'subscriber'] as const
export const USER_PLANS = ['basic', 'team', 'company', 'enterprise'] as const
export const USER_STATUSES = ['active', 'inactive', 'pending'] as const
export type UserRole = (typeof USER_ROLES)[number]
export type UserPlan = (typeof USER_PLANS)[number]
export type UserStatus = (typeof USER_STATUSES)[number]

/** A managed user (template-apps §3). */
export interface ManagedUser {
  id: number
  fullName: string
  company: string
  role: string
  username: string
  country: string
  contact: string
  email: string
  currentPlan: string
  status: string
  billing: string
  avatar: string
  avatarColor: string
  activeOrderCount?: number
  orderCount?: number
}

/** The fields a new user is added with (the server fills id, avatar, status and billing). */
export interface NewManagedUser {
  fullName: string
  username: string
  email: string
  company: string
  country: string
  contact: string
  role: UserRole
  currentPlan: UserPlan
}

/** GET /api/users/list/data's query. */
export interface UsersQuery {
  q: string
  role?: UserRole
  status?: UserStatus
  currentPlan?: UserPlan
  page: number
  perPage: number
  sort: SortDirection
  sortColumn: string
}

export const isUserRole = (value: unknown): value is UserRole =>
  (USER_ROLES as readonly unknown[]).includes(value)
export const isUserPlan = (value: unknown): value is UserPlan =>
  (USER_PLANS as readonly unknown[]).includes(value)
export const isUserStatus = (value: unknown): value is UserStatus =>
  (USER_STATUSES as readonly unknown[]).includes(value)

/** The default sort (template-apps §9): fullName ascending. */
export const USERS_DEFAULT_SORT = { sortColumn: 'fullName', sort: 'asc' } as const

/**
 * The users query from the list state: each filter keeps only a value of its own kind, so a role filter
 * sends a role and never a plan (Vuexy's role select sent plan values).
 */
export function usersQueryFrom(
  query: ListQuery,
  filters: Readonly<Record<string, string | undefined>>,
): UsersQuery {
  return {
    q: query.search.trim(),
    role: isUserRole(filters.role) ? filters.role : undefined,
    status: isUserStatus(filters.status) ? filters.status : undefined,
    currentPlan: isUserPlan(filters.currentPlan) ? filters.currentPlan : undefined,
    page: query.page,
    perPage: query.perPage,
    sort: query.sort,
    sortColumn: query.sortColumn,
  }
}

/** One page of users from the server's total: the page count rounds up, so the last partial page is kept. */
export function usersPage(users: ManagedUser[], total: number, perPage: number): Page<ManagedUser> {
  return { items: users, totalRows: total, totalPages: countPages(total, perPage) }
}

/** Up to two initials of a name (`Abigail Ashford` → `AA`), for a user without a picture. */
export function initials(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean)
  if (words.length === 0) return '?'
  const letters = words.length === 1 ? [words[0]!] : [words[0]!, words[words.length - 1]!]
  return letters.map((word) => [...word][0]!.toUpperCase()).join('')
}

export interface UserStats {
  total: number
  byStatus: Record<UserStatus, number>
  byRole: Record<UserRole, number>
  byPlan: Record<UserPlan, number>
}

const zeroes = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>

/** Counts of users by status, role and plan (values outside the known ones are counted in the total only). */
export function userStats(users: readonly ManagedUser[]): UserStats {
  const stats: UserStats = {
    total: users.length,
    byStatus: zeroes(USER_STATUSES),
    byRole: zeroes(USER_ROLES),
    byPlan: zeroes(USER_PLANS),
  }
  for (const user of users) {
    if (isUserStatus(user.status)) stats.byStatus[user.status] += 1
    if (isUserRole(user.role)) stats.byRole[user.role] += 1
    if (isUserPlan(user.currentPlan)) stats.byPlan[user.currentPlan] += 1
  }
  return stats
}

/** The users of one role, in list order, and how many there are (the roles page's cards). */
export function usersOfRole(users: readonly ManagedUser[], role: string): ManagedUser[] {
  return users.filter((user) => user.role === role)
}

/** The user a `/apps/user/view` without an id opens: the first by the list's default sort. */
export function firstUser(users: readonly ManagedUser[]): ManagedUser | undefined {
  return [...users].sort((a, b) => a.fullName.localeCompare(b.fullName, 'en', { sensitivity: 'base' }))[0]
}
