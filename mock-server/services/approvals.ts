import type { ConnectRouter, HandlerContext } from '@connectrpc/connect'
import { canApproveService } from '../../src/domain/orders'
import {
  ApprovalSchema,
  ApprovalService,
  CreateApprovalRequestSchema,
} from '../../src/gen/cargo/services/approvals_pb'
import { activityOfWrite } from '../storage/activity'
import { customerScope, requireAdmin } from '../http/auth'
import type { ServiceDeps } from './context'
import { recompute } from '../storage/derive'
import { alreadyExists, failedPreconditionBecause, invalidArgument, notFound } from '../http/errors'
import { toProto } from './mapping/convert'
import { findRow, present } from './validate'

const SERVICE_NAME = /^(orders\/[1-9]\d*)\/services\/[1-9]\d*$/

/** Approving an order service = an Approval whose entity_name is the service's name (admin only). */
export function registerApprovalService(router: ConnectRouter, deps: ServiceDeps): void {
  const { db } = deps

  /** The order of `serviceName` with the service's approval flag set, written by the caller. */
  function setApproved(ctx: HandlerContext, serviceName: string, approved: boolean): void {
    const orderName = SERVICE_NAME.exec(serviceName)?.[1]
    const order = orderName ? db.orders.get(orderName) : undefined
    if (!order) return
    db.orders.put({
      ...order,
      services: order.services.map((s) => (s.name === serviceName ? { ...s, isApproved: approved } : s)),
      ...activityOfWrite(ctx, order),
    })
    recompute(db, { orders: [order.name] })
  }

  router.service(ApprovalService, {
    listApprovals(req, ctx) {
      const own = customerScope(ctx, '')
      const entity = req.entityName.trim()
      let rows = entity ? db.approvals.rowsBy('entity', entity) : [...db.approvals.all()]
      if (own) {
        rows = rows.filter((a) => {
          const orderName = SERVICE_NAME.exec(a.entityName)?.[1]
          return orderName !== undefined && db.orders.get(orderName)?.customerName === own
        })
      }
      rows.sort((a, b) => (a.createdAt?.getTime() ?? 0) - (b.createdAt?.getTime() ?? 0) || a.id - b.id)
      return { approvals: rows.map((a) => toProto(ApprovalSchema, a)) }
    },
    createApproval(req, ctx) {
      const principal = requireAdmin(ctx)
      const input = present('approval', req.approval)
      return deps.idempotency.once(ctx, CreateApprovalRequestSchema, req, () => {
        const entityName = input.entityName.trim()
        if (!entityName) throw invalidArgument('approval.entity_name', 'REQUIRED')
        const match = SERVICE_NAME.exec(entityName)
        if (!match) throw invalidArgument('approval.entity_name', 'NOT_A_SERVICE_NAME')
        const order = db.orders.get(match[1] as string)
        const service = order?.services.find((s) => s.name === entityName)
        if (!service) throw notFound(entityName)
        if (!canApproveService(service)) {
          if (service.isApproved) throw alreadyExists(`${entityName} is already approved`)
          throw failedPreconditionBecause(entityName, 'NOT_APPROVABLE', {
            serviceType: service.serviceTypeName,
          })
        }
        const id = db.approvals.allocateId()
        const approval = db.approvals.put({
          name: `approvals/${id}`,
          id,
          createdAt: new Date(),
          createdBy: principal.username,
          entityName,
        })
        setApproved(ctx, entityName, true)
        deps.changed()
        return { approval: toProto(ApprovalSchema, approval) }
      })
    },
    deleteApproval(req, ctx) {
      requireAdmin(ctx)
      const approval = findRow(db.approvals, 'name', req.name, 'approvals')
      db.approvals.remove(approval.name)
      if (db.approvals.namesBy('entity', approval.entityName).length === 0)
        setApproved(ctx, approval.entityName, false)
      deps.changed()
      return {}
    },
  })
}
