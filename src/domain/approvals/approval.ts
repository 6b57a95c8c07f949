/** An approval attached to an entity (`entityName`, e.g. `orders/1/services/2`). */
export interface Approval {
  name: string
  id: number
  createdAt: Date | null
  createdBy: string
  entityName: string
}
