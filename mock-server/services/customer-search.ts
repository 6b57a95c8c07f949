import type { Db } from '../db'
import type { Dependency } from '../lists'

/**
 * The search predicates that read a record's customer by name (orders, invoices): which customers' display
 * names hold the search text, and the list dependency that makes a renamed customer refresh the list.
 * Kept apart from the storage so it carries over to any table behind `Db`.
 */

/** The resource names of the customers whose display name contains `needle` (already lower-cased). */
export function customersNamedLike(db: Db, needle: string): ReadonlySet<string> {
  const found = new Set<string>()
  if (!needle) return found
  for (const name of db.customers.names()) {
    const displayName = db.customers.viewOf(name)?.displayName ?? db.customers.get(name)?.displayName ?? ''
    if (displayName.toLowerCase().includes(needle)) found.add(name)
  }
  return found
}

/** A list whose search reads customers' names depends on the customers written since (their records only). */
export function customerNamesDependency(
  db: Db,
  recordsOf: (customerName: string) => readonly string[],
): Dependency {
  return {
    table: db.customers,
    affected: (since) => db.customers.changesSince(since)?.flatMap((customer) => recordsOf(customer)) ?? null,
  }
}
