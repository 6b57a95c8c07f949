import type { Versioned } from '../versions'

/** A kind of order service (reference data, spec §3). */
export interface OrderServiceType extends Versioned {
  name: string
  code: string
  displayName: string
  isActive: boolean
  isRequired: boolean
  isDefault: boolean
  orderIndex: number
  groupDisplayName: string
  isApprovable: boolean
}

/** A kind of order discount (reference data, spec §3). */
export interface OrderDiscountType extends Versioned {
  name: string
  code: string
  displayName: string
  isActive: boolean
}
