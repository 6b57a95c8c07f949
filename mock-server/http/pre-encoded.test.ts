/** Answers encoded ahead (decision 0196): the same bytes protobuf-es writes, and a changed row encoded anew. */
import { toBinary, toJsonString } from '@bufbuild/protobuf'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ListOrdersResponseSchema, OrderService, OrderView } from '../../src/gen/cargo/services/orders_pb'
import { VehicleService } from '../../src/gen/cargo/services/vehicles_pb'
import { orderListRow } from '../services/mapping/orders'
import { adminToken, startHarness, type Harness, type Protocol } from '../test-support'
import { answerWithRows, encodedAhead, JSON_OPTIONS } from './pre-encoded'

let h: Harness
let token: string
beforeAll(async () => {
  h = await startHarness({ scale: 0.05 })
  token = await adminToken()
})
afterAll(() => h.close())

describe('answers encoded ahead', () => {
  it('are the bytes and the JSON protobuf-es writes for the same answer', () => {
    const { db } = h.api
    const rows = db.orders
      .names()
      .slice(0, 12)
      .map((name) => orderListRow(db, name)!)
    const answer = answerWithRows(ListOrdersResponseSchema, 'orders', rows, {
      totalRows: 123,
      totalPages: 13,
    })
    expect(answer.orders).toHaveLength(12)
    expect(encodedAhead(answer, true)).toEqual(toBinary(ListOrdersResponseSchema, answer))
    expect(new TextDecoder().decode(encodedAhead(answer, false))).toBe(
      toJsonString(ListOrdersResponseSchema, answer, JSON_OPTIONS),
    )
    const empty = answerWithRows(ListOrdersResponseSchema, 'orders', [], { totalRows: 0, totalPages: 0 })
    expect(encodedAhead(empty, true)).toEqual(toBinary(ListOrdersResponseSchema, empty))
    expect(new TextDecoder().decode(encodedAhead(empty, false))).toBe(
      toJsonString(ListOrdersResponseSchema, empty, JSON_OPTIONS),
    )
  })

  it.each<Protocol>(['connect', 'connect-binary', 'grpc-web'])(
    'show a changed order and a changed vehicle on the next page read (%s)',
    async (protocol) => {
      const orders = h.client(OrderService, token, { protocol })
      const query = { perPage: 5, sortColumn: 'id', sort: 'asc' }
      const first = (await orders.listOrders(query)).orders[0]!
      // Read twice: the second answer comes from the rows' encodings.
      expect((await orders.listOrders(query)).orders[0]!.comment).toBe(first.comment)

      const { order } = await orders.getOrder({ name: first.name })
      await orders.updateOrder({
        name: first.name,
        order: { ...order!, comment: `changed over ${protocol}` },
      })
      expect((await orders.listOrders(query)).orders[0]!.comment).toBe(`changed over ${protocol}`)

      const vehicleName = first.items[0]!.itemName
      await h
        .client(VehicleService, token)
        .updateVehicle({ name: vehicleName, vehicle: { editedDescription: `described over ${protocol}` } })
      const item = (await orders.listOrders(query)).orders[0]!.items[0]!
      expect(item.vehicle?.editedDescription).toBe(`described over ${protocol}`)
    },
  )
  it.each<Protocol>(['connect', 'grpc-web'])(
    'the list view is the full order without its lines, and follows a changed order (%s)',
    async (protocol) => {
      const orders = h.client(OrderService, token, { protocol })
      const query = { perPage: 40, sortColumn: 'id', sort: 'desc' }
      const full = (await orders.listOrders(query)).orders
      expect((await orders.listOrders({ ...query, view: OrderView.FULL })).orders).toEqual(full)
      // The page has orders with lines, so the view has something to leave out.
      expect(full.some((o) => o.items.length > 0 && o.services.length > 0)).toBe(true)
      expect(full.some((o) => o.discounts.length > 0)).toBe(true)

      const list = await orders.listOrders({ ...query, view: OrderView.LIST })
      // Every field the list's columns and CSV export read is there, with the full view's value; the rest is
      // left empty.
      const listed = (o: (typeof full)[number]) => ({
        ...o,
        items: [],
        services: [],
        discounts: [],
        comment: '',
        revertedAmount: undefined,
        approvedRevertedAmount: undefined,
        createTime: undefined,
        createdBy: '',
        updateTime: undefined,
        updatedBy: '',
      })
      expect(list.orders).toEqual(full.map(listed))
      expect(full.some((o) => o.comment && o.createTime && o.revertedAmount)).toBe(true)
      expect(
        list.orders.every(
          (o) => o.customerDisplayName && o.etag && o.amount && o.debtedAmount && o.pendingAmount,
        ),
      ).toBe(true)

      const first = full[0]!
      const { order } = await orders.getOrder({ name: first.name })
      await orders.updateOrder({
        name: first.name,
        order: { ...order!, displayName: `listed over ${protocol}` },
      })
      const again = (await orders.listOrders({ ...query, view: OrderView.LIST })).orders[0]!
      expect(again).toMatchObject({ name: first.name, displayName: `listed over ${protocol}`, items: [] })
    },
  )
})
