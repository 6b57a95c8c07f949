import { Link } from 'wouter'
import { PORTS } from '../../../ports/tokens'
import { resolvePort } from '../../runtime/use-port'
import { useDetailController } from '../../kit/detail/use-detail-controller'

/** The shipment holding a container number, found by the server's search (exact number only). */
async function shipmentIdOf(containerNo: string): Promise<number | null> {
  const page = await resolvePort(PORTS.shipments).listShipments({
    page: 1,
    perPage: 10,
    sort: 'asc',
    sortColumn: 'id',
    search: containerNo,
  })
  return page.items.find((s) => s.container?.containerNo === containerNo)?.id ?? null
}

/** A vehicle's container number, linked to the container's page when the container is known. */
export function ContainerOfVehicle({ containerNo }: { containerNo: string }) {
  const shipment = useDetailController(() => shipmentIdOf(containerNo), containerNo)
  const id = shipment.record
  return id ? (
    <Link href={`/cargoloop/containers/${id}`}>{containerNo}</Link>
  ) : (
    <span dir="ltr">{containerNo}</span>
  )
}
