/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked field by field below */
import type { Server } from 'miragejs'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startMock } from '../../index'

// pretender (inside Mirage) replaces window.fetch, which is globalThis.fetch under vitest's jsdom.
let server: Server
beforeEach(() => {
  server = startMock({ apiBaseUrl: 'http://localhost:8080', environment: 'test' })
})
afterEach(() => server.shutdown())

const call = async (path: string, method = 'GET'): Promise<{ status: number; body: any }> => {
  const response = await fetch(path, { method })
  const text = await response.text()
  return { status: response.status, body: text ? JSON.parse(text) : undefined }
}

const STATUSES = ['Paid', 'Downloaded', 'Sent', 'Draft', 'Partial Payment', 'Past Due']

describe('invoice demo', () => {
  it('lists page 1 of 10, newest id first, with allData and total', async () => {
    const { status, body } = await call('/apps/invoice/invoices')
    expect(status).toBe(200)
    expect(body.allData).toHaveLength(40)
    expect(body.total).toBe(40)
    expect(body.invoices.map((i: any) => i.id)).toEqual([
      5040, 5039, 5038, 5037, 5036, 5035, 5034, 5033, 5032, 5031,
    ])
    for (const invoice of body.allData) {
      expect(STATUSES).toContain(invoice.invoiceStatus)
      expect(invoice).toMatchObject({
        issuedDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        dueDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        service: expect.any(String),
        total: expect.any(Number),
        balance: expect.any(Number),
        avatar: expect.any(String),
        client: {
          address: expect.any(String),
          company: expect.any(String),
          companyEmail: expect.any(String),
          country: expect.any(String),
          contact: expect.any(String),
          name: expect.any(String),
        },
      })
    }
  })

  it('pages and sorts by column', async () => {
    const page3 = (await call('/apps/invoice/invoices?perPage=5&page=3&sort=asc&sortColumn=id')).body
    expect(page3.invoices.map((i: any) => i.id)).toEqual([5011, 5012, 5013, 5014, 5015])
    const byTotal = (await call('/apps/invoice/invoices?perPage=40&sort=desc&sortColumn=total')).body
    const totals = byTotal.invoices.map((i: any) => i.total)
    expect(totals).toEqual([...totals].sort((a, b) => b - a))
    const byClient = (await call('/apps/invoice/invoices?perPage=40&sort=asc&sortColumn=client')).body
    const clientNames = byClient.invoices.map((i: any) => i.client.name)
    expect(clientNames).toEqual([...clientNames].sort((a, b) => a.localeCompare(b)))
  })

  it('filters by status and searches q', async () => {
    const all: any[] = (await call('/apps/invoice/invoices')).body.allData
    for (const status of STATUSES) {
      const { body } = await call(`/apps/invoice/invoices?status=${encodeURIComponent(status)}&perPage=40`)
      expect(body.total).toBe(all.filter((i) => i.invoiceStatus === status).length)
      expect(body.invoices.every((i: any) => i.invoiceStatus === status)).toBe(true)
    }
    const { body } = await call('/apps/invoice/invoices?q=ararat&perPage=40')
    expect(body.total).toBe(all.filter((i) => i.client.company === 'Ararat Orchards').length)
    expect(body.total).toBeGreaterThan(0)
  })

  it('GET /api/invoice/invoices/:id answers the invoice and payment details, 404 when unknown', async () => {
    const { status, body } = await call('/api/invoice/invoices/5007')
    expect(status).toBe(200)
    expect(body.invoice.id).toBe(5007)
    expect(body.paymentDetails).toEqual({
      totalDue: expect.stringMatching(/^\$/),
      bankName: expect.any(String),
      country: expect.any(String),
      iban: expect.any(String),
      swiftCode: expect.any(String),
    })
    expect((await call('/api/invoice/invoices/1')).status).toBe(404)
  })

  it('DELETE /apps/invoice/delete removes the invoice, 404 when unknown', async () => {
    expect((await call('/apps/invoice/delete?id=5001', 'DELETE')).status).toBe(200)
    expect((await call('/api/invoice/invoices/5001')).status).toBe(404)
    expect((await call('/apps/invoice/invoices')).body.total).toBe(39)
    expect((await call('/apps/invoice/delete?id=5001', 'DELETE')).status).toBe(404)
  })

  it('GET /api/invoice/clients answers the first 5 clients', async () => {
    const { body } = await call('/api/invoice/clients')
    expect(body).toHaveLength(5)
    expect(new Set(body.map((c: any) => c.name)).size).toBe(5)
    expect(Object.keys(body[0]).sort()).toEqual([
      'address',
      'company',
      'companyEmail',
      'contact',
      'country',
      'name',
    ])
  })
})
