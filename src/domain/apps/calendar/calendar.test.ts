import { describe, expect, it } from 'vitest'
import type { Invoice } from '../../invoices'
import type { Payment } from '../../payments'
import type { Shipment } from '../../shipments'
import type { Vehicle } from '../../vehicles'
import { backOfficeEntries } from './calendar'

const day = (text: string) => new Date(`${text}T00:00:00Z`)

describe('back-office calendar entries', () => {
  it('takes each dated record inside the range, linked to its page, in date order', () => {
    const entries = backOfficeEntries(
      {
        invoices: [
          {
            name: 'invoices/7',
            id: 7,
            number: 'INV-7',
            displayName: '',
            dueDate: day('2026-11-20'),
          } as unknown as Invoice,
          {
            name: 'invoices/8',
            id: 8,
            number: 'INV-8',
            displayName: '',
            dueDate: day('2026-12-20'),
          } as unknown as Invoice,
        ],
        payments: [
          { name: 'payments/3', id: 3, displayName: 'Wire 3', date: day('2026-11-05') } as unknown as Payment,
        ],
        shipments: [
          {
            name: 'shipments/2',
            id: 2,
            container: {
              containerNo: 'MSCU1234565',
              departure: day('2026-10-30'),
              arrival: day('2026-11-25'),
            },
          } as unknown as Shipment,
        ],
        vehicles: [
          {
            name: 'vehicles/9',
            details: { description: 'BMW X5' },
            dispatch: { promisedDelDate: day('2026-11-10') },
          } as unknown as Vehicle,
          { name: 'vehicles/10', details: null, dispatch: null } as unknown as Vehicle,
        ],
      },
      day('2026-11-01'),
      day('2026-12-01'),
    )
    expect(entries.map((e) => [e.layer, e.title, e.href])).toEqual([
      ['payment', 'Wire 3', '/payments/3/view'],
      ['vehicleDelivery', 'BMW X5', '/cargoloop/vehicles/9'],
      ['invoiceDue', 'INV-7', '/invoices/7/view'],
      ['containerArrival', 'MSCU1234565', '/cargoloop/containers/2'],
    ])
  })
})
