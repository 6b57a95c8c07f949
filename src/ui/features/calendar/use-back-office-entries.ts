import { useEffect, useState } from 'react'
import { backOfficeEntries, type BackOfficeEntry, type BackOfficeLayer } from '../../../domain/apps/calendar'
import { PORTS } from '../../../ports/tokens'
import { resolvePort } from '../../runtime/use-port'

/** Most rows read per list for the layers (docs/decisions.md): the calls have no date filter but payments'. */
export const LAYER_ROWS = 500

const page = { page: 1, perPage: LAYER_ROWS, search: '' }

/** The back-office dates of the shown layers inside the visible range, loaded when either changes. */
export function useBackOfficeEntries(
  layers: readonly BackOfficeLayer[],
  range: { from: Date; to: Date } | null,
) {
  const [entries, setEntries] = useState<BackOfficeEntry[]>([])
  const key = `${[...layers].sort().join(',')}|${range?.from.getTime()}|${range?.to.getTime()}`
  useEffect(() => {
    if (!range || layers.length === 0) return setEntries([])
    let live = true
    const wants = (layer: BackOfficeLayer) => layers.includes(layer)
    void Promise.all([
      wants('invoiceDue')
        ? resolvePort(PORTS.invoices)
            .listInvoices({ ...page, sortColumn: 'dueDate', sort: 'desc' })
            .then((p) => p.items)
        : [],
      wants('payment')
        ? resolvePort(PORTS.payments)
            .listPayments({
              ...page,
              sortColumn: 'date',
              sort: 'desc',
              dateFrom: range.from,
              dateTo: range.to,
            })
            .then((p) => p.items)
        : [],
      wants('containerDeparture') || wants('containerArrival')
        ? resolvePort(PORTS.shipments)
            .listShipments({ ...page, sortColumn: 'id', sort: 'desc' })
            .then((p) => p.items)
        : [],
      wants('vehicleDelivery')
        ? resolvePort(PORTS.vehicles)
            .listVehicles({ ...page, sortColumn: 'id', sort: 'desc' })
            .then((p) => p.items)
        : [],
    ]).then(
      ([invoices, payments, shipments, vehicles]) =>
        live &&
        setEntries(
          backOfficeEntries({ invoices, payments, shipments, vehicles }, range.from, range.to).filter(
            (entry) => layers.includes(entry.layer),
          ),
        ),
      () => live && setEntries([]),
    )
    return () => {
      live = false
    }
    // The key holds the layers and the range.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])
  return entries
}
