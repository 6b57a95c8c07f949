import type { MockApi } from '../../mock-server/server'
import { writtenActivity } from '../../src/domain/activity'
import { usd } from '../../src/domain/money'
import type { Order } from '../../src/domain/orders'
import { CHANGED_ORDER, CONTRACT, STATES } from '../states'

/**
 * Provider states on the mock API. Each starts from the deterministic seed (`reset()`); `records` then
 * adds the contract records (ids far above the seed's, nothing else refers to them), written as domain
 * records the way the mock's own tables keep them.
 */
export function stateHandlers(api: MockApi): Record<string, () => Promise<void>> {
  const { db } = api

  function seededOrder(): Order {
    const order = db.orders.rowsBy('customer', 'customers/C1001')[0] ?? db.orders.all()[0]
    if (!order) throw new Error('the seed has no orders')
    return order
  }

  function addContractRecords(): void {
    const template = seededOrder()
    const zeroTotals = {
      amount: usd(0),
      paidAmount: usd(0),
      revertedAmount: usd(0),
      approvedRevertedAmount: usd(0),
      pendingAmount: usd(0),
      debtedAmount: usd(0),
      toBePaidAmount: usd(0),
    }
    db.orders.put({
      ...template,
      ...zeroTotals,
      name: CONTRACT.freeOrder,
      id: 9999,
      displayName: 'Order #9999',
      customerName: 'customers/C1001',
      isArchive: false,
      items: [],
      services: [],
      discounts: [],
    })
    db.orders.put({
      ...template,
      ...zeroTotals,
      amount: usd(150000),
      toBePaidAmount: usd(150000),
      name: CONTRACT.billedOrder,
      id: 9998,
      displayName: 'Order #9998',
      customerName: 'customers/C1001',
      isArchive: false,
      items: [],
      services: [
        {
          name: CONTRACT.billedService,
          id: 1,
          displayName: 'Ocean shipping',
          serviceTypeName: 'orderServiceTypes/shipping',
          amount: usd(150000),
          comment: '',
          isApproved: false,
          isTypeApprovable: false,
        },
      ],
      discounts: [],
    })
    const customer = db.customers.get('customers/C1001')
    if (!customer) throw new Error('the seed has no customers/C1001')
    db.customers.put({
      ...customer,
      name: CONTRACT.customer,
      id: 'C9999',
      email: 'c9999@example.com',
      orderCount: 0,
      activeOrderCount: 0,
      archivedOrderCount: 0,
    })
    db.invoices.put({
      name: CONTRACT.invoice,
      id: 9999,
      number: 'INV-CONTRACT-9999',
      displayName: 'INV-CONTRACT-9999',
      customerName: 'customers/C1001',
      customerDisplayNameActual: customer.displayName,
      customerDetails: '',
      invoiceTypeName: 'invoiceTypes/standard',
      payeeName: 'invoicePayees/1',
      parameters: {},
      status: 'draft',
      comment: '',
      date: new Date('2026-01-15T00:00:00Z'),
      dueDate: new Date('2026-01-29T00:00:00Z'),
      amount: usd(100),
      paidAmount: usd(0),
      pendingAmount: usd(0),
      items: [
        {
          name: `${CONTRACT.invoice}/items/1`,
          id: 1,
          displayName: 'Ocean shipping',
          itemName: CONTRACT.billedService,
          orderName: CONTRACT.billedOrder,
          price: usd(100),
          quantity: { value: 1, unitName: 'units/pcs', exponent: 0 },
          amount: usd(100),
          comment: '',
        },
      ],
      ...writtenActivity('admin', new Date('2026-01-15T09:00:00Z')),
    })
    db.payments.put({
      name: CONTRACT.payment,
      id: 9999,
      displayName: 'Payment #9999',
      customerName: 'customers/C1001',
      paymentTypeName: 'paymentTypes/wire',
      parameters: {},
      status: 'pending',
      comment: '',
      date: new Date('2026-01-15T00:00:00Z'),
      amount: usd(100),
      paidAmount: usd(100),
      orders: [
        {
          localId: '',
          orderName: CONTRACT.billedOrder,
          invoiceName: '',
          itemName: '',
          amount: usd(100),
          updatedBy: 'admin',
          orderId: 9998,
        },
      ],
      documentUrls: [],
      isApproved: true,
      isApprovedRefund: false,
      ...writtenActivity('admin', new Date('2026-01-15T10:00:00Z')),
    })
    db.documents.put({
      name: CONTRACT.document,
      displayName: 'receipt.txt',
      size: 5,
      location: 'payments/1',
      url: '/files/documents/9999/receipt.txt',
      contentType: 'text/plain',
      content: new TextEncoder().encode('hello'),
    })
    db.formulas.put({
      name: CONTRACT.formula,
      id: 9999,
      entityName: 'orderServiceTypes/shipping',
      filters: { terminalName: 'terminals/1' },
      key: 'amount',
      value: '1250.00',
    })
    db.orderServiceTypes.put({
      name: CONTRACT.orderServiceType,
      code: 'contract_delete',
      displayName: 'Unused service type',
      isActive: false,
      isRequired: false,
      isDefault: false,
      orderIndex: 100,
      groupDisplayName: 'Fees',
      isApprovable: false,
    })
    db.orderDiscountTypes.put({
      name: CONTRACT.orderDiscountType,
      code: 'contract_delete',
      displayName: 'Unused',
      isActive: false,
    })
    db.invoiceTypes.put({
      name: CONTRACT.invoiceType,
      code: 'contract_delete',
      displayName: 'Unused',
      documentHeaderComment: '',
      logoUrl: '',
      isActive: false,
    })
    db.invoicePayees.put({
      name: CONTRACT.invoicePayee,
      id: 99,
      displayName: 'Unused payee',
      bankDisplayName: '',
      bankPayeeDisplayName: '',
      bankPayeeAddressDisplayName: '',
      countryCode: 'countries/us',
      swift: '',
      bankPayeeAccountDisplayName: '',
      additionalRequisites: '',
      bankRoutingNumber: '',
      isActive: false,
    })
    db.paymentTypes.put({
      name: CONTRACT.paymentType,
      code: 'contract_delete',
      displayName: 'Unused',
      isActive: false,
    })
  }

  function makeServiceApprovable(): void {
    const order = db.orders.get(CONTRACT.billedOrder)
    if (!order) throw new Error(`${CONTRACT.billedOrder} is missing`)
    db.orders.put({
      ...order,
      services: order.services.map((service) =>
        service.name === CONTRACT.billedService
          ? {
              ...service,
              serviceTypeName: 'orderServiceTypes/storage',
              isTypeApprovable: true,
              isApproved: false,
            }
          : service,
      ),
    })
  }

  function ensureShipment(): void {
    if (db.shipments.get('shipments/1')) return
    db.shipments.put({
      name: 'shipments/1',
      id: 1,
      container: {
        shippingLine: 'MSC',
        aesitn: 'X20260101123456',
        preCarriage: '',
        placeOfReceipt: 'Savannah, GA',
        loadingPort: 'Savannah, GA',
        containerNo: 'MSCU1234567',
        bookingNo: 'BK1',
        cutOff: null,
        departure: null,
        arrival: null,
        pierTerminal: '',
        portOfDischarge: 'Poti, Georgia',
        sealNumber: '',
        equipment: '40HC',
      },
      consignee: { displayName: 'Ann', address: '', phone: '', email: '' },
      units: [
        {
          name: 'shipments/1/units/1',
          id: 1,
          lotNumber: '12345678',
          description: '2018 Toyota Camry SE',
          vin: '4T1B11HK5JU000001',
          weight: null,
          orderName: 'orders/1',
          customerName: 'customers/C1001',
        },
      ],
      photos: {},
      isArchive: false,
      consigneeCustomerName: 'customers/C1001',
      needDiscount: false,
      discountAmount: null,
    })
  }

  return {
    [STATES.seed]: async () => api.reset(),
    [STATES.records]: async () => {
      api.reset()
      addContractRecords()
    },
    [STATES.shipment]: async () => {
      api.reset()
      ensureShipment()
    },
    [STATES.approvable]: async () => {
      api.reset()
      addContractRecords()
      makeServiceApprovable()
    },
    [STATES.changedOrder]: async () => {
      api.reset()
      addContractRecords()
      const order = db.orders.get(CONTRACT.freeOrder)!
      db.orders.put({
        ...order,
        comment: "Anna's comment",
        updatedBy: CHANGED_ORDER.by,
        updateTime: new Date(CHANGED_ORDER.at),
        etag: CHANGED_ORDER.etag,
      })
    },
    [STATES.approval]: async () => {
      api.reset()
      addContractRecords()
      makeServiceApprovable()
      db.approvals.put({
        name: CONTRACT.approval,
        id: 9999,
        createdAt: new Date('2026-01-15T00:00:00Z'),
        createdBy: 'admin',
        entityName: CONTRACT.billedService,
      })
      const order = db.orders.get(CONTRACT.billedOrder)!
      db.orders.put({
        ...order,
        services: order.services.map((s) =>
          s.name === CONTRACT.billedService ? { ...s, isApproved: true } : s,
        ),
      })
    },
  }
}
