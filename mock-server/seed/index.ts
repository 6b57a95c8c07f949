import { clearDb, tablesOf, type Db } from '../storage/db'
import { recomputeAll } from '../storage/derive'
import { seedActivity } from './activity'
import { seedAttachments } from './attachments'
import { planContainers } from './containers'
import type { SeedContext } from './context'
import { seedCustomers } from './customers'
import { seedInvoices } from './invoices'
import { seedLocations } from './locations'
import { seedOrdersAndVehicles } from './orders'
import { seedPartner } from './partner'
import { seedPayments } from './payments'
import { seedReferences } from './references'
import { createRng } from './rng'
import { seedShipments } from './shipments'

export const DEFAULT_SEED = 20261115

/**
 * Fills `db` from scratch, in one transaction: the same data for the same seed and scale. `progress` hears of
 * each step as it starts.
 */
export function seed(
  db: Db,
  options: { seed?: number; scale?: number } = {},
  progress: (step: string) => void = () => {},
): void {
  const ctx: SeedContext = { db, rng: createRng(options.seed ?? DEFAULT_SEED), scale: options.scale ?? 1 }
  db.store.transaction(() => {
    clearDb(db)
    const steps: [string, () => void][] = []
    let containers: ReturnType<typeof planContainers> | undefined
    let invoiceByLine: ReturnType<typeof seedInvoices> | undefined
    steps.push(
      ['locations', () => seedLocations(ctx)],
      ['references', () => seedReferences(ctx)],
      ['partners', () => seedPartner(ctx)],
      ['customers', () => seedCustomers(ctx)],
      ['orders and vehicles', () => seedOrdersAndVehicles(ctx, (containers = planContainers(ctx)))],
      ['shipments', () => seedShipments(ctx, containers!)],
      ['invoices', () => (invoiceByLine = seedInvoices(ctx))],
      ['payments', () => seedPayments(ctx, invoiceByLine!)],
      ['attachments', () => seedAttachments(ctx)],
      ['activity', () => seedActivity(ctx)],
      ['totals', () => recomputeAll(db)],
    )
    // The generators read and complete rows in place: they work on objects, written to SQLite at the end.
    for (const table of tablesOf(db)) table.beginBulk()
    for (const [name, step] of steps) {
      progress(name)
      step()
    }
    progress('writing')
    for (const table of tablesOf(db)) table.endBulk()
  })
}
