import { vinCheckDigit } from '../../src/domain/vehicles'
import type { Rng } from './rng'

const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789'
const VIN_CHARS = [...'ABCDEFGHJKLMNPRSTUVWXYZ0123456789']
const PLANT_CHARS = [...'ABCDEFGHJKLMNPRSTUVWXYZ']

/** Model-year character of a VIN (2010 = A … 2026 = T). */
export function vinYearCode(year: number): string {
  return YEAR_CODES[(year - 2010 + 30) % 30] as string
}

/** A 17-character VIN for the make's WMI and the model year, with a valid check digit and a unique serial. */
export function makeVin(rng: Rng, wmi: string, year: number, serial: number): string {
  let vds = ''
  for (let i = 0; i < 5; i++) vds += rng.pick(VIN_CHARS)
  const plant = rng.pick(PLANT_CHARS)
  const tail = String(serial % 1_000_000).padStart(6, '0')
  const draft = `${wmi}${vds}0${vinYearCode(year)}${plant}${tail}`
  return `${draft.slice(0, 8)}${vinCheckDigit(draft)}${draft.slice(9)}`
}
