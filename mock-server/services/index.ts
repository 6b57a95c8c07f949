import type { ConnectRouter } from '@connectrpc/connect'
import { principalKey } from '../http/auth'
import type { ServiceDeps } from './context'
import { transactionalRouter } from '../storage/sql/transactions'
import { registerApprovalService } from './approvals'
import { registerCargoloopService } from './cargoloop'
import { registerChangeService } from './changes'
import { registerCustomerService } from './customers'
import { registerDocumentService } from './documents'
import { registerFormulaService } from './formulas'
import { registerInvoiceService } from './invoices'
import { registerLocationService } from './locations'
import { registerOrderService } from './orders'
import { registerPaymentService } from './payments'
import { registerShipmentService } from './shipments'
import { registerTerminalService } from './terminals'
import { registerVehicleService } from './vehicles'

/**
 * Every proto service, one file each; calls that write run in transactions (sql/transactions.ts), whose
 * committed writes go to the change feed's journal. The feed itself streams outside them.
 */
export function registerServices(connectRouter: ConnectRouter, deps: ServiceDeps): void {
  const router = transactionalRouter(connectRouter, deps.db, (writes, ctx) =>
    deps.changes.commit(writes, ctx.values.get(principalKey)),
  )
  registerChangeService(connectRouter, deps.changes)
  registerOrderService(router, deps)
  registerInvoiceService(router, deps)
  registerPaymentService(router, deps)
  registerCustomerService(router, deps)
  registerVehicleService(router, deps)
  registerShipmentService(router, deps)
  registerCargoloopService(router, deps)
  registerDocumentService(router, deps)
  registerApprovalService(router, deps)
  registerFormulaService(router, deps)
  registerLocationService(router, deps)
  registerTerminalService(router, deps)
}
