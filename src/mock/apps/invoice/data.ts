/** Invented demo invoices and their clients (template-apps §3), generated deterministically. */
import { initialsAvatar, intBetween, pick, seededRandom } from '../../http'
import type { InvoiceClient } from '../../../domain/apps/invoice'
export type { InvoiceClient }

export const INVOICE_STATUSES = [
  'Paid',
  'Downloaded',
  'Sent',
  'Draft',
  'Partial Payment',
  'Past Due',
] as const

export interface DemoInvoice {
  id: number
  /** YYYY-MM-DD */
  issuedDate: string
  client: InvoiceClient
  service: string
  total: number
  avatar: string
  invoiceStatus: string
  balance: number
  /** YYYY-MM-DD */
  dueDate: string
}

export interface PaymentDetails {
  totalDue: string
  bankName: string
  country: string
  iban: string
  swiftCode: string
}

export const INVOICE_CLIENTS: readonly InvoiceClient[] = [
  {
    name: 'Marta Kowalczyk',
    company: 'Vistula Timber Co.',
    companyEmail: 'billing@vistula-timber.example',
    country: 'Poland',
    contact: '(48) 512 330 118',
    address: '14 Dluga Street, Gdansk',
  },
  {
    name: 'Oliver Brandt',
    company: 'Brandt & Söhne GmbH',
    companyEmail: 'accounts@brandt-soehne.example',
    country: 'Germany',
    contact: '(49) 40 771 2034',
    address: '8 Speicherstadt, Hamburg',
  },
  {
    name: 'Lena Petrosyan',
    company: 'Ararat Orchards',
    companyEmail: 'finance@ararat-orchards.example',
    country: 'Armenia',
    contact: '(374) 10 55 21 90',
    address: '22 Tumanyan Street, Yerevan',
  },
  {
    name: 'Jamal Carter',
    company: 'Lakeshore Autoworks',
    companyEmail: 'ap@lakeshore-auto.example',
    country: 'United States',
    contact: '(312) 555 0147',
    address: '901 Lake Shore Drive, Chicago',
  },
  {
    name: 'Sofia Marin',
    company: 'Costa Azul Shipping',
    companyEmail: 'invoices@costa-azul.example',
    country: 'Spain',
    contact: '(34) 961 442 870',
    address: '3 Muelle del Turia, Valencia',
  },
  {
    name: 'Kenji Mori',
    company: 'Mori Precision Parts',
    companyEmail: 'billing@mori-parts.example',
    country: 'Japan',
    contact: '(81) 45 210 3388',
    address: '5-2 Minato Mirai, Yokohama',
  },
  {
    name: 'Hannah Visser',
    company: 'Polder Greenhouses',
    companyEmail: 'admin@polder-green.example',
    country: 'Netherlands',
    contact: '(31) 10 402 6611',
    address: '17 Maasboulevard, Rotterdam',
  },
  {
    name: 'Giorgi Beridze',
    company: 'Black Sea Traders',
    companyEmail: 'office@blacksea-traders.example',
    country: 'Georgia',
    contact: '(995) 422 27 14 09',
    address: '41 Rustaveli Avenue, Batumi',
  },
]

const SERVICES = [
  'Ocean Freight',
  'Vehicle Inspection',
  'Customs Clearance',
  'Container Loading',
  'Inland Trucking',
  'Storage',
  'Title Processing',
  'Insurance Cover',
]

const pad = (n: number): string => String(n).padStart(2, '0')
const isoDate = (year: number, month: number, day: number): string => `${year}-${pad(month)}-${pad(day)}`

/** A fresh list of `count` invoices with ids from 5001, the same on every run. */
export function createInvoices(count = 40): DemoInvoice[] {
  const random = seededRandom(9_090_901)
  return Array.from({ length: count }, (_, index) => {
    const client = pick(random, INVOICE_CLIENTS)
    const status = pick(random, INVOICE_STATUSES)
    const total = intBetween(random, 120, 9_800)
    const month = intBetween(random, 1, 12)
    const day = intBetween(random, 1, 28)
    const balance = status === 'Paid' ? 0 : status === 'Partial Payment' ? Math.round(total / 2) : total
    return {
      id: 5001 + index,
      issuedDate: isoDate(2024, month, day),
      client: { ...client },
      service: pick(random, SERVICES),
      total,
      avatar: index % 4 === 0 ? '' : initialsAvatar(client.name),
      invoiceStatus: status,
      balance,
      dueDate: isoDate(month === 12 ? 2025 : 2024, month === 12 ? 1 : month + 1, day),
    }
  })
}

/** The distinct clients, in order of first appearance in INVOICE_CLIENTS. */
export const invoiceClients = (): InvoiceClient[] => INVOICE_CLIENTS.map((c) => ({ ...c }))

export function paymentDetailsFor(invoice: DemoInvoice): PaymentDetails {
  return {
    totalDue: `$${invoice.balance.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
    bankName: 'Meridian Commerce Bank',
    country: 'Netherlands',
    iban: `NL${pad(invoice.id % 97)}MCBK0${String(invoice.id).padStart(9, '0')}`,
    swiftCode: 'MCBKNL2A',
  }
}
