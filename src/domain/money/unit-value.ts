/** A quantity in a unit (`units/KG`), integer `value` scaled by 10^exponent, like Money. */
export interface UnitValue {
  value: number
  unitName: string
  exponent: number
}

/** `units/KG` -> `kg` (spec §9: units show a lower-case name). */
export function unitCode(unitName: string): string {
  const slash = unitName.lastIndexOf('/')
  return unitName.slice(slash + 1).toLowerCase()
}
