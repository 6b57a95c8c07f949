import type { Document } from '../../src/domain/documents'
import type { Db } from '../storage/db'
import { minimalPdf } from '../storage/files'
import type { SeedContext } from './context'
import { EMPLOYEES, TERMINALS } from './lists'
import { DAY_MS } from './rng'

/** Stores a document in `db` and returns it; its URL is served by files.ts. */
export function storeDocument(
  db: Db,
  fields: Pick<Document, 'displayName' | 'location' | 'contentType' | 'content'>,
): Document {
  const id = db.documents.allocateId()
  const fileName = encodeURIComponent(fields.displayName.replace(/[/\\]/g, '_'))
  return db.documents.put({
    ...fields,
    name: `documents/${id}`,
    size: fields.content.length,
    url: `/documents/${id}/${fileName}`,
  })
}

function logoSvg(text: string, color: string): Uint8Array {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="64" viewBox="0 0 240 64"><rect width="240" height="64" rx="8" fill="${color}"/><path d="M16 40 h36 l8-12 h-28z" fill="#fff"/><text x="72" y="40" font-family="sans-serif" font-size="20" font-weight="bold" fill="#fff">${text}</text></svg>`
  return new TextEncoder().encode(svg)
}

/**
 * Documents (invoice type logos, payment receipts), approvals of about half the approvable services, and
 * price formulas. `documents/1` is the standard invoice logo; `approvals/1` approves a service of C1001.
 */
export function seedAttachments(ctx: SeedContext): void {
  const { db, rng } = ctx
  const colors = ['#7367f0', '#28c76f', '#ff9f43', '#82868b']
  db.invoiceTypes.all().forEach((type, index) => {
    const logo = storeDocument(db, {
      displayName: `${type.code}-logo.svg`,
      location: type.name,
      contentType: 'image/svg+xml',
      content: logoSvg('Cargo Export', colors[index % colors.length] as string),
    })
    db.invoiceTypes.put({ ...type, logoUrl: logo.url })
  })
  for (const payment of db.payments.all()) {
    if (payment.id % 10 !== 1) continue
    const receipt = storeDocument(db, {
      displayName: `receipt-${payment.id}.pdf`,
      location: payment.name,
      contentType: 'application/pdf',
      content: new Uint8Array(minimalPdf(`Receipt for ${payment.displayName}`)),
    })
    db.payments.put({ ...payment, documentUrls: [receipt.url] })
  }

  // Approvals: C1001's approvable services first, so approvals/1 is theirs.
  const orders = [...db.orders.rowsBy('customer', 'customers/C1001'), ...db.orders.all()]
  const seen = new Set<string>()
  for (const order of orders) {
    if (seen.has(order.name)) continue
    seen.add(order.name)
    let changed = false
    const services = order.services.map((service) => {
      if (!service.isTypeApprovable || !(order.customerName === 'customers/C1001' || rng.chance(0.5)))
        return service
      const id = db.approvals.allocateId()
      const employee = rng.pick(EMPLOYEES)
      db.approvals.put({
        name: `approvals/${id}`,
        id,
        createdAt: new Date(Date.UTC(2026, 0, 1) + ((order.id * 7 + id) % 300) * DAY_MS),
        createdBy: employee.login,
        entityName: service.name,
      })
      changed = true
      return { ...service, isApproved: true }
    })
    if (changed) db.orders.put({ ...order, services })
  }

  // Formulas: shipping prices by terminal and destination, towing by terminal, storage per day.
  const add = (entityName: string, filters: Record<string, string>, key: string, value: string) => {
    const id = db.formulas.allocateId()
    db.formulas.put({ name: `formulas/${id}`, id, entityName, filters, key, value })
  }
  for (const terminal of TERMINALS) {
    for (const country of ['ge', 'am', 'ae', 'ua']) {
      add(
        'orderServiceTypes/shipping',
        { terminalName: `terminals/${terminal.id}`, countryName: `countries/${country}` },
        'amount',
        `${rng.int(9, 24) * 100}.00`,
      )
    }
    add(
      'orderServiceTypes/towing',
      { terminalName: `terminals/${terminal.id}` },
      'amount',
      `${rng.int(15, 60) * 10}.00`,
    )
  }
  add('orderServiceTypes/storage', {}, 'amountPerDay', '25.00')
  add('orderServiceTypes/storage', { vehicleType: 'motorcycle' }, 'amountPerDay', '10.00')
  add('orderServiceTypes/insurance', {}, 'rate', '0.015')
}
