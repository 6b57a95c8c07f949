import { backOfficeEntries, type BackOfficeEntry, type BackOfficeLayer } from '../../../domain/apps/calendar'
import { PORTS } from '../../../ports/tokens'
import { useLoad } from '../../kit/use-load'
import { resolvePort } from '../../runtime/use-port'

/** Most rows read per list for the layers (decision 0164): the calls have no date filter but payments'. */
export const LAYER_ROWS = 500

const page = { page: 1, perPage: LAYER_ROWS, search: '' }
const NO_ENTRIES: BackOfficeEntry[] = []

/** The back-office dates of the shown layers inside the visible range, loaded when either changes. */
export function useBackOfficeEntries(
  layers: readonly BackOfficeLayer[],
  range: { from: Date; to: Date } | null,
) {
  const key = `${[...layers].sort().join(',')}|${range?.from.getTime()}|${range?.to.getTime()}`
  const load = async (from: Date, to: Date): Promise<BackOfficeEntry[]> => {
    const wants = (layer: BackOfficeLayer) => layers.includes(layer)
    const [invoices, payments, shipments, vehicles] = await Promise.all([
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
              dateFrom: from,
              dateTo: to,
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
    ])
    return backOfficeEntries({ invoices, payments, shipments, vehicles }, from, to).filter((entry) =>
      layers.includes(entry.layer),
    )
  }
  // The key holds the layers and the range; a failed load shows no entries.
  const { value, error } = useLoad(
    range && layers.length > 0 ? () => load(range.from, range.to) : null,
    key,
    NO_ENTRIES,
  )
  const entries = error ? NO_ENTRIES : value
  return entries
}
