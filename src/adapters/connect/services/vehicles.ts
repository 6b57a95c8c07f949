import { createClient, type Transport } from '@connectrpc/connect'
import { VehicleService } from '../../../gen/cargo/services/vehicles_pb'
import { ShipmentService } from '../../../gen/cargo/services/shipments_pb'
import { CargoloopService } from '../../../gen/cargo/services/cargoloop_pb'
import type { CargoloopPort } from '../../../ports/cargoloop-port'
import type { ShipmentsPort } from '../../../ports/shipments-port'
import type { VehiclesPort } from '../../../ports/vehicles-port'
import { pageOf, pageRequest, required, type RpcCaller } from '../call'
import { buyerFromProto, localTransportationFromProto } from '../mappers/partner'
import { shipmentFromProto } from '../mappers/shipments'
import { vehicleFromProto, vehicleUpdateToProto } from '../mappers/vehicles'

/** The cargo side: vehicles, shipments (containers) and the partner's lists. */
export function createCargoAdapters(transport: Transport, call: RpcCaller) {
  const vehicleClient = createClient(VehicleService, transport)
  const shipmentClient = createClient(ShipmentService, transport)
  const cargoloopClient = createClient(CargoloopService, transport)

  const vehicles: VehiclesPort = {
    async listVehicles(query, { signal } = {}) {
      const response = await call(
        'VehicleService/ListVehicles',
        (options) =>
          vehicleClient.listVehicles(
            {
              ...pageRequest(query),
              nonorderedOnly: query.nonorderedOnly ?? false,
              cancelledOnly: query.cancelledOnly ?? false,
              terminalName: query.terminalName ?? '',
            },
            options,
          ),
        undefined,
        signal,
      )
      return pageOf(response.vehicles, vehicleFromProto, response)
    },
    async getVehicle(name, { signal } = {}) {
      const response = await call(
        'VehicleService/GetVehicle',
        (options) => vehicleClient.getVehicle({ name }, options),
        undefined,
        signal,
      )
      return vehicleFromProto(required(response.vehicle, 'vehicle'))
    },
    async updateVehicle(name, update, etag) {
      const response = await call('VehicleService/UpdateVehicle', (options) =>
        vehicleClient.updateVehicle({ name, vehicle: vehicleUpdateToProto(update, etag) }, options),
      )
      return vehicleFromProto(required(response.vehicle, 'vehicle'))
    },
  }

  const shipments: ShipmentsPort = {
    async listShipments(query, { signal } = {}) {
      const response = await call(
        'ShipmentService/ListShipments',
        (options) =>
          shipmentClient.listShipments(
            {
              ...pageRequest(query),
            },
            options,
          ),
        undefined,
        signal,
      )
      return pageOf(response.shipments, shipmentFromProto, response)
    },
    async getShipment(name, { signal } = {}) {
      const response = await call(
        'ShipmentService/GetShipment',
        (options) => shipmentClient.getShipment({ name }, options),
        undefined,
        signal,
      )
      return shipmentFromProto(required(response.shipment, 'shipment'))
    },
  }

  const cargoloop: CargoloopPort = {
    async listLocalTransportations() {
      const response = await call('CargoloopService/ListLocalTransportations', (options) =>
        cargoloopClient.listLocalTransportations({}, options),
      )
      return response.localTransportations.map(localTransportationFromProto)
    },
    async listBuyers() {
      const response = await call('CargoloopService/ListBuyers', (options) =>
        cargoloopClient.listBuyers({}, options),
      )
      return response.buyers.map(buyerFromProto)
    },
  }

  return { vehicles, shipments, cargoloop }
}
