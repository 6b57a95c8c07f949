/** A kind of order service (reference data, spec §3). */
export interface OrderServiceType {
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
export interface OrderDiscountType {
  name: string
  code: string
  displayName: string
  isActive: boolean
}
