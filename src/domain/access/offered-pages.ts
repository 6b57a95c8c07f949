import type { Action } from './ability.ts'
import { homeFor } from './home.ts'
import { decideRoute } from './match-route.ts'

/**
 * The pages that only report where a person landed (the error, not-authorized, coming-soon and maintenance
 * pages): a search or a bookmark that leads there is a dead end, so none offers them (decision 0060).
 */
export const STATUS_PAGES: ReadonlySet<string> = new Set([
  'error',
  'not-authorized',
  'coming-soon',
  'maintenance',
])

/** Who is asking: the stored user data (role, username, ability rules), or null when signed out. */
export type Asker = {
  role?: string | null
  username?: string | null
  ability?: readonly unknown[] | null
} | null

/**
 * Whether the bookmark bar, the bookmark search, the global search and the command palette may offer `link`
 * to this user (issue 28 item 2, decision 0060): the route table knows the path, the guard would open it for
 * the user's ability (`can`, built from the asker's stored rules; no redirect to sign-in, home or
 * not-authorized), and it is not a status page. The one rule every place that offers pages asks.
 */
export function offersPage(
  link: string,
  asker: Asker,
  can: (action: Action, subject: string) => boolean,
): boolean {
  if (!asker) return false
  const decision = decideRoute(link.split(/[?#]/)[0] ?? link, { signedIn: true, home: homeFor(asker), can })
  return decision.kind === 'allow' && !STATUS_PAGES.has(decision.match.route.page)
}

/**
 * The links a signed-in user starts with in the bookmark bar (decision 0060): the back office's daily pages, the
 * calendar and access control, each shown only to those it opens for (admin: all six; client: access control).
 */
export const STARTING_BOOKMARKS: readonly string[] = [
  '/customers',
  '/orders',
  '/invoices',
  '/payments',
  '/calendar',
  '/access-control',
]
