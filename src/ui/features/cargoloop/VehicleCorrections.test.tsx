import { fireEvent, screen, waitFor } from '@testing-library/react'
import { emptyVehicle, type Vehicle } from '../../../domain/vehicles'
import { PortError } from '../../../ports/errors'
import { fakePort } from '../../../testing/fake-port'
import type { VehiclesPort } from '../../../ports/vehicles-port'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { initTestI18n } from '../../../testing/i18n'
import { renderScreen } from '../../../testing/render-screen'
import { VehicleCorrections } from './VehicleCorrections'

/** A field of the form once its record has loaded (until then it is disabled, and typing into it would be lost). */
async function loadedField(label: string): Promise<HTMLElement> {
  const field = await screen.findByLabelText(label)
  await waitFor(() => expect(field).toBeEnabled())
  return field
}

const vehicle: Vehicle = { ...emptyVehicle(), name: 'vehicles/7', id: 7 }

describe('VehicleCorrections', () => {
  beforeAll(() => initTestI18n())

  it('refuses a VIN with a wrong check digit and sends nothing', async () => {
    const updateVehicle = vi.fn<VehiclesPort['updateVehicle']>()
    renderScreen(<VehicleCorrections vehicle={vehicle} onSaved={() => {}} />, {
      ports: { vehicles: fakePort<VehiclesPort>({ updateVehicle }) },
    })
    const vin = await loadedField('Corrected VIN')
    // 1M8GDM9AXKP042788 is valid; changing its check digit (9th character) makes it wrong.
    fireEvent.change(vin, { target: { value: '1M8GDM9A1KP042788' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save corrections' }))
    expect(await screen.findByText(/check digit \(the 9th character\) is wrong/)).toBeInTheDocument()
    expect(vin).toHaveAttribute('aria-invalid', 'true')
    expect(updateVehicle).not.toHaveBeenCalled()
  })

  it('sends all three fields with a valid VIN, upper-cased, and the version it read', async () => {
    const updateVehicle = vi.fn<VehiclesPort['updateVehicle']>().mockResolvedValue(vehicle)
    renderScreen(<VehicleCorrections vehicle={{ ...vehicle, etag: '3-mi7x3k2a' }} onSaved={() => {}} />, {
      ports: { vehicles: fakePort<VehiclesPort>({ updateVehicle }) },
    })
    fireEvent.change(await loadedField('Corrected VIN'), {
      target: { value: ' 1m8gdm9axkp042788 ' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Save corrections' }))
    await waitFor(() =>
      expect(updateVehicle).toHaveBeenCalledWith(
        'vehicles/7',
        { cancelled: false, editedDescription: '', editedVin: '1M8GDM9AXKP042788' },
        '3-mi7x3k2a',
      ),
    )
  })

  it('puts the server field violation on the VIN field', async () => {
    const updateVehicle = vi
      .fn<VehiclesPort['updateVehicle']>()
      .mockRejectedValue(
        new PortError('invalid_argument', 'bad', [
          { field: 'vehicle.edited_vin', description: 'VIN already used' },
        ]),
      )
    renderScreen(<VehicleCorrections vehicle={vehicle} onSaved={() => {}} />, {
      ports: { vehicles: fakePort<VehiclesPort>({ updateVehicle }) },
    })
    fireEvent.change(await loadedField('Corrected VIN'), {
      target: { value: '1M8GDM9AXKP042788' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Save corrections' }))
    expect(await screen.findByText('VIN already used')).toBeInTheDocument()
    expect(screen.getByLabelText('Corrected VIN')).toHaveAttribute('aria-invalid', 'true')
  })

  it('says why a vehicle in an order cannot be cancelled', async () => {
    const updateVehicle = vi
      .fn<VehiclesPort['updateVehicle']>()
      .mockRejectedValue(new PortError('failed_precondition', 'vehicle is in an order'))
    renderScreen(<VehicleCorrections vehicle={vehicle} onSaved={() => {}} />, {
      ports: { vehicles: fakePort<VehiclesPort>({ updateVehicle }) },
    })
    fireEvent.click(await loadedField('Cancelled'))
    fireEvent.click(screen.getByRole('button', { name: 'Save corrections' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('A vehicle in an order cannot be cancelled.')
  })

  it('does not offer cancelling a vehicle that is in an order', async () => {
    const ordered: Vehicle = {
      ...vehicle,
      order: { name: 'orders/3', id: 3, customer: null, amount: null, paidAmount: null },
    }
    renderScreen(<VehicleCorrections vehicle={ordered} onSaved={() => {}} />, {
      ports: { vehicles: fakePort<VehiclesPort>({}) },
    })
    // Once loaded (while loading, every field is disabled): the other fields take typing, this one does not.
    await loadedField('Corrected VIN')
    expect(screen.getByRole('checkbox', { name: 'Cancelled' })).toBeDisabled()
  })
})
