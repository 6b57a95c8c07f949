import type { Vehicle } from './vehicle'

/** A vehicle with every field at its default (isArchive and cancelled false), for tests, seeds and forms. */
export function emptyVehicle(overrides: Partial<Vehicle> = {}): Vehicle {
  return {
    name: '',
    id: 0,
    isArchive: false,
    cancelled: false,
    details: null,
    log: null,
    vin: null,
    shipment: null,
    container: null,
    client: null,
    consignee: null,
    purchase: null,
    dispatch: null,
    instructions: null,
    fees: null,
    documents: {},
    photos: {},
    emailNotifications: [],
    order: null,
    localTransportationPrice: null,
    editedDescription: '',
    editedVin: '',
    ...overrides,
  }
}
