import { fromBinary, toBinary } from '@bufbuild/protobuf'
import { describe, expect, it } from 'vitest'
import { OrderSchema } from '../../../gen/cargo/services/orders_pb'
import { InvoicePayeeSchema, InvoiceSchema } from '../../../gen/cargo/services/invoices_pb'
import { VehicleSchema } from '../../../gen/cargo/services/vehicles_pb'
import { NO_ACTIVITY } from '../../../domain/activity'
import { usd } from '../../../domain/money'
import type { Invoice, InvoicePayee } from '../../../domain/invoices'
import type { Order } from '../../../domain/orders'
import { emptyVehicle, type Vehicle } from '../../../domain/vehicles'
import { invoiceFromProto, invoicePayeeFromProto, invoicePayeeToProto, invoiceToProto } from './invoices'
import { orderFromProto, orderToProto } from './orders'
import { vehicleFromProto, vehicleToProto } from './vehicles'

/** Domain -> proto -> binary wire -> proto -> domain gives back what the mapper sends. */
const viaWire = <T>(schema: Parameters<typeof toBinary>[0], message: Parameters<typeof toBinary>[1]) =>
  fromBinary(schema, toBinary(schema, message)) as T

const vehicle: Vehicle = emptyVehicle({
  name: 'vehicles/17',
  id: 17,
  details: {
    auction: 'Copart',
    auctionLocation: 'CA - Los Angeles',
    client: 'Client',
    subClient: '',
    buyer: 'B1',
    description: '2018 Toyota Camry SE',
    vehicleType: 'sedan',
    lotNumber: '12345678',
    vin: '4T1B11HK5JU000001',
  },
  log: {
    dateEntered: new Date('2026-01-02T03:04:05.678Z'),
    enteredBy: 'admin',
    status: 'at terminal',
    invoices: [
      {
        type: 'auction',
        invoiceNumber: 'A-1',
        invoicedBy: 'Copart',
        invoiceDate: new Date('2026-01-01T00:00:00Z'),
        sentDate: null,
        sentTo: '',
        dueDate: null,
        aging: 3,
        amount: usd(1500000),
        openBalance: null,
      },
    ],
    keys: 'yes',
  },
  documents: { title: ['https://x/title.pdf'] },
  photos: { auction: ['https://x/1.jpg', 'https://x/2.jpg'] },
  order: {
    name: 'orders/42',
    id: 42,
    customer: { name: 'customers/C1001', number: 'C1001', displayName: 'Ann' },
    amount: usd(10),
    paidAmount: null,
  },
  localTransportationPrice: { value: 45000, currencyName: 'currencies/eur', exponent: -2 },
  editedVin: '4T1B11HK5JU000002',
})

describe('mappers survive the binary wire', () => {
  it('vehicle: every family member, maps of lists, nulls and non-usd money', () => {
    expect(vehicleFromProto(viaWire(VehicleSchema, vehicleToProto(vehicle)))).toEqual(vehicle)
  })

  it('order: lines, optional discount links, values map; totals are not sent', () => {
    const order: Order = {
      ...NO_ACTIVITY,
      name: 'orders/42',
      id: 42,
      displayName: 'Order #42',
      customerName: 'customers/C1001',
      status: 'new',
      comment: 'c',
      isArchive: false,
      items: [
        {
          name: 'orders/42/items/1',
          id: 1,
          displayName: 'Camry',
          itemName: 'vehicles/17',
          amount: usd(500000),
          comment: '',
          vehicle: null,
          values: { lotNumber: '12345678' },
        },
      ],
      services: [
        {
          name: 'orders/42/services/1',
          id: 1,
          displayName: 'Storage',
          serviceTypeName: 'orderServiceTypes/storage',
          amount: usd(5000),
          comment: '',
          isApproved: true,
          isTypeApprovable: true,
        },
      ],
      discounts: [
        {
          name: 'orders/42/discounts/1',
          id: 1,
          displayName: 'Loyalty',
          discountTypeName: 'orderDiscountTypes/loyalty',
          serviceName: 'orders/42/services/1',
          amount: usd(1000),
          comment: '',
        },
        {
          name: 'orders/42/discounts/2',
          id: 2,
          displayName: 'Manual',
          discountTypeName: 'orderDiscountTypes/volume',
          amount: usd(500),
          comment: '',
        },
      ],
      amount: usd(1),
      paidAmount: usd(1),
      revertedAmount: usd(1),
      approvedRevertedAmount: usd(1),
      pendingAmount: usd(1),
      debtedAmount: usd(1),
      toBePaidAmount: usd(1),
    }
    const back = orderFromProto(viaWire(OrderSchema, orderToProto(order)))
    expect(back).toEqual({
      ...order,
      amount: usd(0),
      paidAmount: usd(0),
      revertedAmount: usd(0),
      approvedRevertedAmount: usd(0),
      pendingAmount: usd(0),
      debtedAmount: usd(0),
      toBePaidAmount: usd(0),
    })
    expect('serviceName' in back.discounts[1]!).toBe(false)
  })

  it('invoice and payee (countryCode <-> countryName)', () => {
    const invoice: Invoice = {
      ...NO_ACTIVITY,
      name: 'invoices/7',
      id: 7,
      number: 'INV-7',
      displayName: 'INV-7',
      customerName: 'customers/C1001',
      customerDisplayNameActual: 'Ann',
      customerDetails: 'Tbilisi',
      invoiceTypeName: 'invoiceTypes/standard',
      payeeName: 'invoicePayees/1',
      parameters: { paymentTerms: '14 days' },
      status: 'issued',
      comment: '',
      date: new Date('2026-01-15T00:00:00Z'),
      dueDate: null,
      amount: usd(100),
      paidAmount: usd(0),
      pendingAmount: usd(0),
      items: [
        {
          name: 'invoices/7/items/1',
          id: 1,
          displayName: 'Storage',
          itemName: 'orders/42/services/1',
          orderName: 'orders/42',
          price: usd(50),
          quantity: { value: 2000, unitName: 'units/pcs', exponent: -3 },
          amount: usd(100),
          comment: '',
        },
      ],
    }
    expect(invoiceFromProto(viaWire(InvoiceSchema, invoiceToProto(invoice)))).toEqual(invoice)
    const payee: InvoicePayee = {
      name: 'invoicePayees/1',
      id: 1,
      displayName: 'Cargo Export LLC',
      bankDisplayName: 'Bank',
      bankPayeeDisplayName: 'Cargo Export',
      bankPayeeAddressDisplayName: 'Savannah',
      countryCode: 'countries/us',
      swift: 'BANKUS33',
      bankPayeeAccountDisplayName: '123',
      additionalRequisites: '',
      bankRoutingNumber: '061000104',
      isActive: true,
    }
    const wire = invoicePayeeToProto(payee)
    expect(wire.countryName).toBe('countries/us')
    expect(invoicePayeeFromProto(viaWire(InvoicePayeeSchema, wire))).toEqual(payee)
  })
})
