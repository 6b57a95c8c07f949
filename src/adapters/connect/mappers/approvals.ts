import type { Approval as ProtoApproval } from '../../../gen/cargo/services/approvals_pb'
import type { Approval } from '../../../domain/approvals'
import { idFromProto, nullableDateFromProto } from '../codecs'

/** Approval family. Only `entityName` is sent on create; the rest is the server's. */
export function approvalFromProto(approval: ProtoApproval): Approval {
  return {
    name: approval.name,
    id: idFromProto(approval.id),
    createdAt: nullableDateFromProto(approval.createdAt),
    createdBy: approval.createdBy,
    entityName: approval.entityName,
  }
}
