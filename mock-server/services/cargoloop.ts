import type { ConnectRouter } from '@connectrpc/connect'
import {
  BuyerSchema,
  CargoloopService,
  LocalTransportationSchema,
} from '../../src/gen/cargo/services/cargoloop_pb'
import { requireReader } from '../http/auth'
import type { ServiceDeps } from './context'
import { toProto } from './mapping/convert'

/** The partner's read-only lists. */
export function registerCargoloopService(router: ConnectRouter, deps: ServiceDeps): void {
  const { db } = deps
  router.service(CargoloopService, {
    listLocalTransportations(_req, ctx) {
      requireReader(ctx)
      return {
        localTransportations: db.localTransportations
          .all()
          .map((row) => toProto(LocalTransportationSchema, row)),
      }
    },
    listBuyers(_req, ctx) {
      requireReader(ctx)
      return { buyers: db.buyers.all().map((row) => toProto(BuyerSchema, row)) }
    },
  })
}
