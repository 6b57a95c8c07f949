/** Default landing page, and the admin's home (spec §2). */
export const DEFAULT_HOME = '/orders'
export const CLIENT_HOME = '/access-control'
export const LOGIN_PATH = '/login'
export const NOT_AUTHORIZED_PATH = '/misc/not-authorized'

/** The profile page of a customer, `/customers/C1001/view` for username c1001. */
export function customerProfilePath(username: string): string {
  return `/customers/${encodeURIComponent(username.trim().toUpperCase())}/view`
}

/**
 * Where the root path and a fresh sign-in lead (spec §2): admin -> /orders, client -> /access-control,
 * customer -> their profile when a username is known, else /orders. Not signed in -> /login.
 * Any other role -> /orders.
 */
export function homeFor(
  userData: { role?: string | null; username?: string | null } | null | undefined,
): string {
  if (!userData || !userData.role) return LOGIN_PATH
  switch (userData.role) {
    case 'client':
      return CLIENT_HOME
    case 'customer':
      return userData.username?.trim() ? customerProfilePath(userData.username) : DEFAULT_HOME
    default:
      return DEFAULT_HOME
  }
}
