import * as z from 'zod/mini'
import { trimmedText } from '../../kit/form/schemas'
import { normalizeVin, vinCheckDigit, type Vehicle, type VehicleUpdate } from '../../../domain/vehicles'

/** The three editable fields of a vehicle as the corrections form holds them. */
export type VehicleCorrection = Required<VehicleUpdate>

/**
 * An edited VIN is empty (no correction) or 17 allowed characters (no I, O, Q) whose check digit (position 9)
 * is right; it is checked here so a wrong one is never sent. Messages are translation keys.
 */
export const vehicleCorrectionSchema = z.object({
  cancelled: z.boolean(),
  editedDescription: trimmedText(),
  editedVin: z.string().check(
    z.overwrite(normalizeVin),
    z.superRefine((vin, context) => {
      if (vin === '') return
      const expected = vinCheckDigit(vin)
      if (expected === null) context.addIssue({ code: 'custom', message: 'cargoloop:edit.vinFormat' })
      else if (vin[8] !== expected)
        context.addIssue({ code: 'custom', message: 'cargoloop:edit.vinCheckDigit' })
    }),
  ),
})

export const correctionOf = (vehicle: Vehicle): VehicleCorrection => ({
  cancelled: vehicle.cancelled,
  editedDescription: vehicle.editedDescription,
  editedVin: vehicle.editedVin,
})
