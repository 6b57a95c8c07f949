import { describe, expect, it } from 'vitest'
import { emptyVehicle } from './empty-vehicle'
import { applyVehicleUpdate, displayDescription, displayVin } from './vehicle-update'

describe('applyVehicleUpdate', () => {
  const vehicle = emptyVehicle({ name: 'vehicles/17', id: 17 })

  it('defaults isArchive and cancelled to false', () => {
    expect(vehicle.isArchive).toBe(false)
    expect(vehicle.cancelled).toBe(false)
  })

  it('applies the three editable fields', () => {
    const next = applyVehicleUpdate(vehicle, {
      cancelled: true,
      editedDescription: 'BMW X5',
      editedVin: '1M8GDM9AXKP042788',
    })
    expect(next).toMatchObject({
      cancelled: true,
      editedDescription: 'BMW X5',
      editedVin: '1M8GDM9AXKP042788',
    })
    expect(vehicle.cancelled).toBe(false)
  })

  it('ignores every other field and undefined values', () => {
    const next = applyVehicleUpdate(vehicle, {
      id: 99,
      name: 'vehicles/99',
      isArchive: true,
      editedVin: undefined,
    })
    expect(next).toEqual(vehicle)
  })

  it('can clear an edited value', () => {
    const edited = applyVehicleUpdate(vehicle, { editedVin: 'X' })
    expect(applyVehicleUpdate(edited, { editedVin: '' }).editedVin).toBe('')
  })
})

describe('display values', () => {
  const details = {
    auction: '',
    auctionLocation: '',
    client: '',
    subClient: '',
    buyer: '',
    description: 'Auction text',
    vehicleType: '',
    lotNumber: '',
    vin: 'AUCTIONVIN',
  }
  it('prefer the edited values', () => {
    expect(displayVin(emptyVehicle({ details }))).toBe('AUCTIONVIN')
    expect(displayVin(emptyVehicle({ details, editedVin: 'EDITED' }))).toBe('EDITED')
    expect(displayDescription(emptyVehicle({ details }))).toBe('Auction text')
    expect(displayDescription(emptyVehicle({ editedDescription: 'Mine' }))).toBe('Mine')
    expect(displayVin(emptyVehicle())).toBe('')
  })
})
