import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { OrderService } from '../../src/gen/cargo/services/orders_pb'
import { CustomerService } from '../../src/gen/cargo/services/customers_pb'
import { VehicleService } from '../../src/gen/cargo/services/vehicles_pb'
import { BadRequestSchema, ErrorInfoSchema } from '../../src/gen/google/rpc/error_details_pb'
import { adminToken, codeOf, errorOf, mintToken, startHarness, type Harness } from '../test-support'

vi.setConfig({ testTimeout: 30_000 })

let h: Harness
let admin: string
let anna: string
beforeAll(async () => {
  h = await startHarness()
  admin = await adminToken()
  anna = await mintToken({ role: 'admin', username: 'anna' })
})
afterAll(() => h.close())

/** The conflict an aborted call names: reason, who, when, the etag now and the field. */
async function conflictOf(call: Promise<unknown>) {
  const error = await errorOf(call)
  const info = error.findDetails(ErrorInfoSchema)[0]
  return { code: await codeOf(Promise.reject(error)), reason: info?.reason, ...info?.metadata }
}

describe('versions of orders (decision 0130)', () => {
  it('every read carries an etag, and an update with the current one bumps it', async () => {
    const orders = h.client(OrderService, admin)
    const before = (await orders.getOrder({ name: 'orders/3' })).order!
    expect(before.etag).not.toBe('')
    const after = (await orders.updateOrder({ name: 'orders/3', order: { ...before, comment: 'by admin' } }))
      .order!
    expect(after.etag).not.toBe(before.etag)
    expect(after.comment).toBe('by admin')
    const listed = (await orders.listOrders({ search: '', perPage: 5 })).orders.find(
      (o) => o.name === 'orders/3',
    )
    expect(listed?.etag).toBe(after.etag)
  })

  it('a stale update is refused with aborted, naming who changed the order and when, and changes nothing', async () => {
    const asAdmin = h.client(OrderService, admin)
    const asAnna = h.client(OrderService, anna)
    const seen = (await asAdmin.getOrder({ name: 'orders/4' })).order!
    const annas = (await asAnna.updateOrder({ name: 'orders/4', order: { ...seen, comment: "Anna's text" } }))
      .order!
    const conflict = await conflictOf(
      asAdmin.updateOrder({ name: 'orders/4', order: { ...seen, comment: "Admin's text" } }),
    )
    expect(conflict).toMatchObject({
      code: 'aborted',
      reason: 'STALE_RECORD',
      record: 'orders/4',
      by: 'anna',
      at:
        annas.updateTime &&
        new Date(Number(annas.updateTime.seconds) * 1000 + annas.updateTime.nanos / 1e6).toISOString(),
      etag: annas.etag,
      field: 'order.etag',
    })
    const now = (await asAdmin.getOrder({ name: 'orders/4' })).order!
    expect(now.comment).toBe("Anna's text")
    expect(now.etag).toBe(annas.etag)
    // Saved again with the etag read now, the admin's text goes in.
    const merged = await asAdmin.updateOrder({ name: 'orders/4', order: { ...now, comment: "Admin's text" } })
    expect(merged.order?.comment).toBe("Admin's text")
  })

  it('a stale delete is refused and the order stays; a delete with the current etag goes through', async () => {
    const orders = h.client(OrderService, admin)
    const made = (
      await orders.createOrder({ order: { customerName: 'customers/C1001', comment: 'to delete' } })
    ).order!
    const changed = (await orders.updateOrder({ name: made.name, order: { ...made, comment: 'changed' } }))
      .order!
    expect((await conflictOf(orders.deleteOrder({ name: made.name, etag: made.etag }))).code).toBe('aborted')
    expect((await orders.getOrder({ name: made.name })).order?.comment).toBe('changed')
    await orders.deleteOrder({ name: made.name, etag: changed.etag })
    expect(await codeOf(orders.getOrder({ name: made.name }))).toBe('not_found')
  })

  it('a call without an etag keeps the old behaviour: the last write wins', async () => {
    const orders = h.client(OrderService, admin)
    const seen = (await orders.getOrder({ name: 'orders/6' })).order!
    await orders.updateOrder({ name: 'orders/6', order: { ...seen, comment: 'first' } })
    const second = await orders.updateOrder({
      name: 'orders/6',
      order: { ...seen, etag: '', comment: 'second' },
    })
    expect(second.order?.comment).toBe('second')
  })

  it('a malformed etag is invalid_argument on the field that carried it', async () => {
    const orders = h.client(OrderService, admin)
    const seen = (await orders.getOrder({ name: 'orders/7' })).order!
    const error = await errorOf(
      orders.updateOrder({ name: 'orders/7', order: { ...seen, etag: 'not an etag' } }),
    )
    expect(await codeOf(Promise.reject(error))).toBe('invalid_argument')
    expect(error.findDetails(BadRequestSchema)[0]?.fieldViolations[0]?.field).toBe('order.etag')
    expect(await codeOf(orders.deleteOrder({ name: 'orders/7', etag: '"W/1"' }))).toBe('invalid_argument')
  })
})

describe('versions of the other records', () => {
  it('customers: a stale update is refused and changes nothing', async () => {
    const customers = h.client(CustomerService, admin)
    const seen = (await customers.getCustomer({ name: 'customers/C1002' })).customer!
    await h.client(CustomerService, anna).updateCustomer({
      name: seen.name,
      customer: { ...seen, phone: '+37410000001' },
    })
    const conflict = await conflictOf(
      customers.updateCustomer({ name: seen.name, customer: { ...seen, phone: '+37410000002' } }),
    )
    expect(conflict).toMatchObject({ code: 'aborted', by: 'anna', record: 'customers/C1002' })
    expect((await customers.getCustomer({ name: seen.name })).customer?.phone).toBe('+37410000001')
  })

  it('vehicles and reference records: a stale update is refused, naming who changed them', async () => {
    const vehicles = h.client(VehicleService, admin)
    const vehicle = (await vehicles.getVehicle({ name: 'vehicles/5' })).vehicle!
    await h.client(VehicleService, anna).updateVehicle({
      name: vehicle.name,
      vehicle: { ...vehicle, editedDescription: "Anna's words" },
    })
    expect(
      await conflictOf(
        vehicles.updateVehicle({ name: vehicle.name, vehicle: { ...vehicle, editedDescription: 'x' } }),
      ),
    ).toMatchObject({ code: 'aborted', by: 'anna', field: 'vehicle.etag' })
    expect((await vehicles.getVehicle({ name: vehicle.name })).vehicle?.editedDescription).toBe(
      "Anna's words",
    )

    const orders = h.client(OrderService, admin)
    const type = (await orders.listOrderServiceTypes({})).orderServiceTypes[0]!
    const renamed = (
      await h.client(OrderService, anna).updateOrderServiceType({
        name: type.name,
        orderServiceType: { ...type, displayName: `${type.displayName} (Anna)` },
      })
    ).orderServiceType!
    expect(renamed.etag).not.toBe(type.etag)
    expect(
      await conflictOf(
        orders.updateOrderServiceType({
          name: type.name,
          orderServiceType: { ...type, displayName: 'Mine' },
        }),
      ),
    ).toMatchObject({ code: 'aborted', by: 'anna', record: type.name })
    expect((await conflictOf(orders.deleteOrderServiceType({ name: type.name, etag: type.etag }))).code).toBe(
      'aborted',
    )
    expect((await orders.getOrderServiceType({ name: type.name })).orderServiceType?.displayName).toBe(
      renamed.displayName,
    )
  })
})
