import type { Approval } from '../domain/approvals'
import type { CreateOptions } from './request-options'

/** Approvals of entities (approving an order service creates one whose entityName is the service's name). */
export interface ApprovalsPort {
  /** The approvals of one entity; an empty or absent name lists all. */
  listApprovals(entityName?: string): Promise<Approval[]>
  createApproval(entityName: string, options?: CreateOptions): Promise<Approval>
  deleteApproval(name: string): Promise<void>
}
