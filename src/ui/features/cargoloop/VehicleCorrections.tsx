import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isOrdered, type Vehicle } from '../../../domain/vehicles'
import { PORTS } from '../../../ports/tokens'
import { resolvePort } from '../../runtime/use-port'
import { FieldGrid } from '../../kit/form/FormView'
import { CheckboxField, TextField } from '../../kit/form/fields'
import { SectionForm } from '../../kit/form/SectionForm'
import { useFormController } from '../../kit/form/use-form-controller'
import { correctionOf, vehicleCorrectionSchema, type VehicleCorrection } from './vehicle-correction'

/**
 * The three editable fields of a vehicle (cancelled, edited description, edited VIN), saved together. A VIN
 * with a wrong check digit is refused before anything is sent; a vehicle in an order cannot be cancelled.
 */
export function VehicleCorrections({
  vehicle,
  onSaved,
}: {
  vehicle: Vehicle
  onSaved: (vehicle: Vehicle) => void
}) {
  const { t } = useTranslation('cargoloop')
  const port = resolvePort(PORTS.vehicles)
  const ordered = isOrdered(vehicle)
  // The etag the next save sends: the vehicle's, or the server's current one after a save refused as stale.
  const [latest, setLatest] = useState({ of: vehicle, etag: vehicle.etag })
  const etag = latest.of === vehicle ? latest.etag : vehicle.etag
  const controller = useFormController<VehicleCorrection, Vehicle>({
    schema: vehicleCorrectionSchema,
    defaults: correctionOf(vehicle),
    load: () => Promise.resolve(correctionOf(vehicle)),
    // Not loaded again when the page shows a newer vehicle: another person's change is told by the form, over
    // what the person is typing (decision 0190); the form's own save already shows what it saved.
    loadKey: vehicle.name,
    record: {
      name: vehicle.name,
      read: async () => correctionOf(await port.getVehicle(vehicle.name)),
    },
    loadLatest: async () => {
      const now = await port.getVehicle(vehicle.name)
      setLatest({ of: vehicle, etag: now.etag })
      return correctionOf(now)
    },
    save: (values) => port.updateVehicle(vehicle.name, values, etag),
    onSaved,
    entity: 'vehicle',
  })
  return (
    <SectionForm
      controller={controller}
      title={t('edit.title')}
      submitLabel={t('edit.save')}
      errorMessage={(code) => (code === 'failed_precondition' ? t('edit.cannotCancelOrdered') : undefined)}
    >
      <FieldGrid $columns={2}>
        <TextField<VehicleCorrection>
          name="editedDescription"
          label={t('edit.description')}
          hint={
            <small>{t('edit.descriptionHint', { description: vehicle.details?.description ?? '' })}</small>
          }
        />
        <TextField<VehicleCorrection>
          name="editedVin"
          label={t('edit.vin')}
          autoComplete="off"
          hint={<small>{t('edit.vinHint', { vin: vehicle.details?.vin ?? '' })}</small>}
        />
      </FieldGrid>
      <CheckboxField<VehicleCorrection>
        name="cancelled"
        label={t('edit.cancelled')}
        disabled={ordered && !vehicle.cancelled}
      />
      {ordered && !vehicle.cancelled && <p>{t('edit.cannotCancelOrdered')}</p>}
    </SectionForm>
  )
}
