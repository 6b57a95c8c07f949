/**
 * The reference data edited on the References screens (spec §2), gathered from the modules that own them.
 * Sorting service types by their orderIndex is the one rule of their own.
 */
export { sortServiceTypes } from './sort-service-types'
