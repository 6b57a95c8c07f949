import type { Invoice } from '../../invoices'
import type { Payment } from '../../payments'
import type { Shipment } from '../../shipments'
import type { Vehicle } from '../../vehicles'
import { idOf } from '../../names'

/** The template calendar's five categories (template-apps §3), each with its colour on the page. */
export const CALENDAR_CATEGORIES = ['Business', 'Holiday', 'Personal', 'ETC', 'Family'] as const
export type CalendarCategory = (typeof CALENDAR_CATEGORIES)[number]

/** An event of the template calendar, as the in-browser mock keeps it. */
export interface CalendarEvent {
  id: number
  url: string
  title: string
  /** ISO date-time, or a day (`YYYY-MM-DD`) for an all-day event. */
  start: string
  end: string
  allDay: boolean
  extendedProps: { calendar: CalendarCategory; location?: string; description?: string; guests?: string[] }
}

/** The back office's read-only date layers shown beside the template's events. */
export const BACK_OFFICE_LAYERS = [
  'invoiceDue',
  'payment',
  'containerDeparture',
  'containerArrival',
  'vehicleDelivery',
] as const
export type BackOfficeLayer = (typeof BACK_OFFICE_LAYERS)[number]

/** One dated back-office record on the calendar: a title, its day, the page that shows the record. */
export interface BackOfficeEntry {
  id: string
  layer: BackOfficeLayer
  title: string
  day: Date
  href: string
}

const within = (day: Date | null | undefined, from: Date, to: Date): day is Date =>
  day instanceof Date && !Number.isNaN(day.getTime()) && day >= from && day < to

/**
 * The back-office dates between `from` (inclusive) and `to` (exclusive): invoice due dates, payment dates,
 * container departures and arrivals, promised vehicle deliveries, each linking to its record's page.
 */
export function backOfficeEntries(
  records: {
    invoices?: readonly Invoice[]
    payments?: readonly Payment[]
    shipments?: readonly Shipment[]
    vehicles?: readonly Vehicle[]
  },
  from: Date,
  to: Date,
): BackOfficeEntry[] {
  const entries: BackOfficeEntry[] = []
  for (const invoice of records.invoices ?? [])
    if (within(invoice.dueDate, from, to))
      entries.push({
        id: `${invoice.name}:due`,
        layer: 'invoiceDue',
        title: invoice.number || invoice.displayName,
        day: invoice.dueDate,
        href: `/invoices/${invoice.id}/view`,
      })
  for (const payment of records.payments ?? [])
    if (within(payment.date, from, to))
      entries.push({
        id: `${payment.name}:date`,
        layer: 'payment',
        title: payment.displayName || `#${payment.id}`,
        day: payment.date,
        href: `/payments/${payment.id}/view`,
      })
  for (const shipment of records.shipments ?? []) {
    const container = shipment.container
    const title = container?.containerNo || idOf(shipment.name)
    const href = `/cargoloop/containers/${shipment.id}`
    if (within(container?.departure, from, to))
      entries.push({
        id: `${shipment.name}:departure`,
        layer: 'containerDeparture',
        title,
        day: container.departure,
        href,
      })
    if (within(container?.arrival, from, to))
      entries.push({
        id: `${shipment.name}:arrival`,
        layer: 'containerArrival',
        title,
        day: container.arrival,
        href,
      })
  }
  for (const vehicle of records.vehicles ?? []) {
    const promised = vehicle.dispatch?.promisedDelDate
    if (within(promised, from, to))
      entries.push({
        id: `${vehicle.name}:delivery`,
        layer: 'vehicleDelivery',
        title: vehicle.details?.description || idOf(vehicle.name),
        day: promised,
        href: `/cargoloop/vehicles/${idOf(vehicle.name)}`,
      })
  }
  return entries.sort((a, b) => a.day.getTime() - b.day.getTime() || a.id.localeCompare(b.id))
}
