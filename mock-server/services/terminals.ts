import type { ConnectRouter } from '@connectrpc/connect'
import { TerminalSchema, TerminalService } from '../../src/gen/cargo/services/terminals_pb'
import { requireReader } from '../http/auth'
import type { ServiceDeps } from './context'
import { toProto } from './mapping/convert'

export function registerTerminalService(router: ConnectRouter, deps: ServiceDeps): void {
  router.service(TerminalService, {
    listTerminals(_req, ctx) {
      requireReader(ctx)
      return { terminals: deps.db.terminals.all().map((row) => toProto(TerminalSchema, row)) }
    },
  })
}
