import { describe, expect, it } from 'vitest'
import { usd } from '../money'
import { emptyVehicle } from './empty-vehicle'
import { cargoloopViewFilter, matchesVehicleListFilter } from './vehicle-list-filter'

const ordered = emptyVehicle({
  name: 'vehicles/1',
  order: { name: 'orders/1', id: 1, customer: null, amount: usd(0), paidAmount: usd(0) },
  editedVin: '1M8GDM9AXKP042788',
})
const cancelled = emptyVehicle({ name: 'vehicles/2', cancelled: true })
const fresh = emptyVehicle({ name: 'vehicles/3' })

describe('cargoloop vehicle lists', () => {
  it('maps each view to its filter', () => {
    expect(cargoloopViewFilter('pending')).toEqual({ nonorderedOnly: true, cancelledOnly: false })
    expect(cargoloopViewFilter('cancelled')).toEqual({ nonorderedOnly: false, cancelledOnly: true })
    expect(cargoloopViewFilter('vehicles')).toEqual({ nonorderedOnly: false, cancelledOnly: false })
  })

  it('filters vehicles', () => {
    const all = [ordered, cancelled, fresh]
    const keep = (filter: Parameters<typeof matchesVehicleListFilter>[1]) =>
      all.filter((v) => matchesVehicleListFilter(v, filter)).map((v) => v.name)
    expect(keep(cargoloopViewFilter('pending'))).toEqual(['vehicles/2', 'vehicles/3'])
    expect(keep(cargoloopViewFilter('cancelled'))).toEqual(['vehicles/2'])
    expect(keep({})).toEqual(['vehicles/1', 'vehicles/2', 'vehicles/3'])
    expect(keep({ search: 'kp042788' })).toEqual(['vehicles/1'])
    expect(keep({ terminalName: 'terminals/1' })).toEqual([])
  })
})
