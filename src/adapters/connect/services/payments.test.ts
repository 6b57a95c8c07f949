import { create } from '@bufbuild/protobuf'
import { timestampFromDate } from '@bufbuild/protobuf/wkt'
import { createRouterTransport } from '@connectrpc/connect'
import { describe, expect, it } from 'vitest'
import { PaymentSchema, PaymentService } from '../../../gen/cargo/services/payments_pb'
import type { RpcCaller } from '../call'
import { createPaymentsAdapters } from './payments'

// The server answers by amount: the older payment first, then the newer one.
const answered = [
  create(PaymentSchema, { name: 'payments/1', id: 1n, date: timestampFromDate(new Date('2026-01-01')) }),
  create(PaymentSchema, { name: 'payments/2', id: 2n, date: timestampFromDate(new Date('2026-06-01')) }),
]
const seen: { sortColumn: string; sort: string }[] = []
const transport = createRouterTransport(({ service }) =>
  service(PaymentService, {
    listPayments: (request) => {
      seen.push({ sortColumn: request.sortColumn, sort: request.sort })
      return { payments: answered, totalRows: 2, totalPages: 1 }
    },
  }),
)
const call: RpcCaller = (_label, send) => send({})
const { payments } = createPaymentsAdapters(transport, call)
const query = { page: 1, perPage: 10, search: '' }

describe('payments adapter, ListPayments order', () => {
  it('shows a chosen column in the order the server sorted it', async () => {
    const page = await payments.listPayments({ ...query, sortColumn: 'amount', sort: 'asc' })
    expect(seen.at(-1)).toEqual({ sortColumn: 'amount', sort: 'asc' })
    expect(page.items.map((p) => p.name)).toEqual(['payments/1', 'payments/2'])
  })

  it('sorts newest first (spec §7) only when no column is chosen', async () => {
    const page = await payments.listPayments({ ...query, sortColumn: '', sort: 'asc' })
    expect(page.items.map((p) => p.name)).toEqual(['payments/2', 'payments/1'])
  })
})
