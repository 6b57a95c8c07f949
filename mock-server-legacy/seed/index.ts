import { bulkLoad, clearDb, type Db } from '../db'
import { recomputeAll } from '../derive'
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

/** Fills `db` from scratch: the same data for the same seed and scale. */
export function seed(db: Db, options: { seed?: number; scale?: number } = {}): void {
  clearDb(db)
  const ctx: SeedContext = { db, rng: createRng(options.seed ?? DEFAULT_SEED), scale: options.scale ?? 1 }
  bulkLoad(db, () => {
    seedLocations(ctx)
    seedReferences(ctx)
    seedPartner(ctx)
    seedCustomers(ctx)
    const containers = planContainers(ctx)
    seedOrdersAndVehicles(ctx, containers)
    seedShipments(ctx, containers)
    const invoiceByLine = seedInvoices(ctx)
    seedPayments(ctx, invoiceByLine)
    seedAttachments(ctx)
    seedActivity(ctx)
    recomputeAll(db)
  })
}
