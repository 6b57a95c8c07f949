import { create } from '@bufbuild/protobuf'
import { FieldMaskSchema } from '@bufbuild/protobuf/wkt'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { ApprovalService } from '../../src/gen/cargo/services/approvals_pb'
import { DocumentService } from '../../src/gen/cargo/services/documents_pb'
import { FormulaService } from '../../src/gen/cargo/services/formulas_pb'
import { OrderService, type Order } from '../../src/gen/cargo/services/orders_pb'
import { PaymentService } from '../../src/gen/cargo/services/payments_pb'
import { adminToken, codeOf, customerToken, startHarness, type Harness } from '../test-support'

vi.setConfig({ testTimeout: 30_000 })

let h: Harness
let admin: string
beforeAll(async () => {
  h = await startHarness()
  admin = await adminToken()
})
afterAll(() => h.close())

describe('documents', () => {
  it('stores a document and serves it over plain HTTP at its url', async () => {
    const documents = h.client(DocumentService, admin)
    const content = new TextEncoder().encode('%PDF-1.4 receipt')
    const created = await documents.createDocument({
      document: {
        displayName: 'receipt 7.pdf',
        location: 'payments/7',
        contentType: 'application/pdf',
        content,
      },
    })
    const doc = created.document
    expect(doc?.name).toMatch(/^documents\/\d+$/)
    expect(doc?.size).toBe(BigInt(content.length))
    expect(doc?.content).toHaveLength(0)
    expect(doc?.url).toMatch(new RegExp(`^${h.baseUrl}/documents/\\d+/receipt%207\\.pdf$`))
    const res = await fetch(doc?.url as string)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(content)
    const got = await documents.getDocument({ name: doc?.name as string })
    expect(got.document?.content).toEqual(content)
    const listed = await documents.listDocuments({ location: 'payments/7' })
    expect(listed.documents.map((d) => d.name)).toContain(doc?.name)
    expect(listed.documents.every((d) => d.content.length === 0)).toBe(true)
    const masked = await documents.listDocuments({
      url: doc?.url as string,
      fieldMask: create(FieldMaskSchema, { paths: ['name', 'content'] }),
    })
    expect(masked.documents).toHaveLength(1)
    expect(masked.documents[0]?.displayName).toBe('')
    expect(masked.documents[0]?.content).toEqual(content)
    await documents.deleteDocument({ name: doc?.name as string })
    expect((await fetch(doc?.url as string)).status).toBe(404)
  })

  it('validates documents', async () => {
    const documents = h.client(DocumentService, admin)
    expect(
      await codeOf(
        documents.createDocument({
          document: { displayName: 'x', location: 'nowhere', content: new Uint8Array([1]) },
        }),
      ),
    ).toBe('invalid_argument')
    expect(
      await codeOf(
        documents.createDocument({
          document: { displayName: 'x', location: 'payments/999999', content: new Uint8Array([1]) },
        }),
      ),
    ).toBe('not_found')
    expect(
      await codeOf(documents.createDocument({ document: { displayName: 'x', location: 'payments/7' } })),
    ).toBe('invalid_argument')
    expect(await codeOf(documents.getDocument({ name: 'documents/999999' }))).toBe('not_found')
  })

  it('serves the seeded logo and lets customers read reference documents only', async () => {
    const first = (await h.client(DocumentService, admin).getDocument({ name: 'documents/1' })).document
    expect(first?.location).toBe('invoiceTypes/standard')
    const mine = h.client(DocumentService, await customerToken())
    expect((await mine.getDocument({ name: 'documents/1' })).document?.contentType).toBe('image/svg+xml')
    const all = (await h.client(DocumentService, admin).listDocuments({})).documents
    const visible = (await mine.listDocuments({})).documents
    expect(visible.length).toBeLessThan(all.length)
    const payments = h.client(PaymentService, admin)
    for (const d of visible.filter((d) => d.location.startsWith('payments/'))) {
      expect((await payments.getPayment({ name: d.location })).payment?.customerName).toBe('customers/C1001')
    }
    const foreign = all.find(
      (d) => d.location.startsWith('payments/') && !visible.some((v) => v.name === d.name),
    )
    expect(await codeOf(mine.getDocument({ name: foreign?.name as string }))).toBe('permission_denied')
  })
})

describe('approvals', () => {
  it('approves only approvable services, and withdrawing clears the flag', async () => {
    const orders = h.client(OrderService, admin)
    const approvals = h.client(ApprovalService, admin)
    const page = await orders.listOrders({ perPage: 300 })
    const pickService = (approvable: boolean) =>
      page.orders
        .flatMap((o: Order) => o.services)
        .find((s) => s.isTypeApprovable === approvable && !s.isApproved)
    const approvable = pickService(true)
    const plain = pickService(false)
    const created = await approvals.createApproval({ approval: { entityName: approvable?.name as string } })
    expect(created.approval?.createdBy).toBe('admin')
    const orderName = approvable?.name.split('/services/')[0] as string
    const after = (await orders.getOrder({ name: orderName })).order
    expect(after?.services.find((s) => s.name === approvable?.name)?.isApproved).toBe(true)
    expect(
      (await approvals.listApprovals({ entityName: approvable?.name as string })).approvals,
    ).toHaveLength(1)
    expect(
      await codeOf(approvals.createApproval({ approval: { entityName: approvable?.name as string } })),
    ).toBe('already_exists')
    expect(await codeOf(approvals.createApproval({ approval: { entityName: plain?.name as string } }))).toBe(
      'failed_precondition',
    )
    expect(
      await codeOf(approvals.createApproval({ approval: { entityName: 'orders/1/services/999' } })),
    ).toBe('not_found')
    expect(await codeOf(approvals.createApproval({ approval: { entityName: 'orders/1' } }))).toBe(
      'invalid_argument',
    )
    await approvals.deleteApproval({ name: created.approval?.name as string })
    const cleared = (await orders.getOrder({ name: orderName })).order
    expect(cleared?.services.find((s) => s.name === approvable?.name)?.isApproved).toBe(false)
  })

  it('lets customers list approvals of their own orders, not create them', async () => {
    const mine = h.client(ApprovalService, await customerToken())
    const list = await mine.listApprovals({})
    expect(list.approvals.length).toBeGreaterThan(0)
    expect(list.approvals.every((a) => a.entityName.startsWith('orders/'))).toBe(true)
    expect(
      await codeOf(
        mine.createApproval({ approval: { entityName: list.approvals[0]?.entityName as string } }),
      ),
    ).toBe('permission_denied')
  })
})

describe('formulas', () => {
  it('lists, gets, creates, updates and deletes', async () => {
    const formulas = h.client(FormulaService, admin)
    const all = await formulas.listFormulas({})
    expect(all.formulas.length).toBeGreaterThan(10)
    const shipping = await formulas.listFormulas({ entityName: 'orderServiceTypes/shipping' })
    expect(shipping.formulas.every((f) => f.entityName === 'orderServiceTypes/shipping')).toBe(true)
    expect((await formulas.getFormula({ name: 'formulas/1' })).formula?.key).toBe('amount')
    const created = await formulas.createFormula({
      formula: {
        entityName: 'orderServiceTypes/loading',
        filters: { terminalName: 'terminals/2' },
        key: 'amount',
        value: '150.00',
      },
    })
    expect(created.formula?.name).toBe(`formulas/${all.formulas.length + 1}`)
    const updated = await formulas.updateFormula({
      name: created.formula?.name as string,
      formula: { entityName: 'orderServiceTypes/loading', key: 'amount', value: '175.00' },
    })
    expect(updated.formula?.value).toBe('175.00')
    expect(updated.formula?.filters).toEqual({})
    expect(await codeOf(formulas.createFormula({ formula: { entityName: 'x', key: '', value: '1' } }))).toBe(
      'invalid_argument',
    )
    await formulas.deleteFormula({ name: created.formula?.name as string })
    expect(await codeOf(formulas.getFormula({ name: created.formula?.name as string }))).toBe('not_found')
    expect(await codeOf(h.client(FormulaService, await customerToken()).listFormulas({}))).toBe(
      'permission_denied',
    )
  })
})
