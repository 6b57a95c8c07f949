import { matchesSearch } from '../../../domain/lists'
import { PORTS } from '../../../ports/tokens'
import { resolvePort } from '../../runtime/use-port'
import type { ReferenceOption } from '../../kit/primitives/ComboBox'
import { idOf } from '../../../domain/names'

/**
 * Options for the reference selects of filters and forms, one loader per kind of record. Lists the server
 * searches (customers, orders, vehicles) ask it as the person types; small reference lists are fetched whole
 * and filtered here with the domain's `matchesSearch`.
 */

const pick = <T>(rows: readonly T[], text: string, option: (row: T) => ReferenceOption) =>
  rows.map(option).filter((o) => matchesSearch([o.label, o.detail, o.id], text))

export async function customerOptions(text: string): Promise<ReferenceOption[]> {
  const page = await resolvePort(PORTS.customers).listCustomers({
    page: 1,
    perPage: 20,
    sort: 'asc',
    sortColumn: 'id',
    search: text,
  })
  return page.items.map((c) => ({ id: c.name, label: `${c.id} · ${c.displayName}`, detail: c.email }))
}

export async function customerLabel(name: string): Promise<string> {
  const customer = await resolvePort(PORTS.customers).getCustomer(name)
  return `${customer.id} · ${customer.displayName}`
}

export async function terminalOptions(text: string): Promise<ReferenceOption[]> {
  const terminals = await resolvePort(PORTS.terminals).listTerminals()
  return pick(terminals, text, (t) => ({ id: t.name, label: t.displayName }))
}

export async function terminalLabel(name: string): Promise<string> {
  const terminals = await resolvePort(PORTS.terminals).listTerminals()
  return terminals.find((t) => t.name === name)?.displayName ?? idOf(name)
}

/** Orders of one customer (or any), searched by the server. */
export function orderOptions(customerName?: string) {
  return async (text: string): Promise<ReferenceOption[]> => {
    const page = await resolvePort(PORTS.orders).listOrders({
      page: 1,
      perPage: 20,
      sort: 'desc',
      sortColumn: 'id',
      search: text,
      customerName: customerName || undefined,
      // The list view (decision 0210): an option shows the order's title and customer only.
      view: 'list',
    })
    return page.items.map((o) => ({
      id: o.name,
      label: o.displayName || `#${o.id}`,
      detail: idOf(o.customerName),
    }))
  }
}

export async function orderLabel(name: string): Promise<string> {
  const order = await resolvePort(PORTS.orders).getOrder(name)
  return order.displayName || `#${order.id}`
}

export async function paymentTypeOptions(text: string, activeOnly = false): Promise<ReferenceOption[]> {
  const types = await resolvePort(PORTS.paymentTypes).listPaymentTypes()
  return pick(
    types.filter((type) => !activeOnly || type.isActive),
    text,
    (type) => ({ id: type.name, label: type.displayName, detail: type.code }),
  )
}

export async function employeeOptions(text: string): Promise<ReferenceOption[]> {
  const employees = await resolvePort(PORTS.paymentEmployees).listPaymentEmployees()
  return pick(employees, text, (e) => ({ id: e.login, label: e.displayName, detail: e.login }))
}

export async function invoiceTypeOptions(text: string, activeOnly = false): Promise<ReferenceOption[]> {
  const types = await resolvePort(PORTS.invoiceTypes).listInvoiceTypes()
  return pick(
    types.filter((type) => !activeOnly || type.isActive),
    text,
    (type) => ({ id: type.name, label: type.displayName, detail: type.code }),
  )
}

export async function payeeOptions(text: string, activeOnly = false): Promise<ReferenceOption[]> {
  const payees = await resolvePort(PORTS.invoicePayees).listInvoicePayees()
  return pick(
    payees.filter((payee) => !activeOnly || payee.isActive),
    text,
    (payee) => ({ id: payee.name, label: payee.displayName, detail: payee.bankDisplayName }),
  )
}

/** How many vehicles a vehicle picker offers at a time. */
const VEHICLE_OPTIONS = 20

/**
 * Vehicles an order item may take, searched by the server: not in an order (nonorderedOnly) and not cancelled
 * (an order refuses a cancelled vehicle). ListVehicles has no filter for "not cancelled", so a larger page is
 * asked and the cancelled ones left out here.
 */
export async function unorderedVehicleOptions(text: string): Promise<ReferenceOption[]> {
  const page = await resolvePort(PORTS.vehicles).listVehicles({
    page: 1,
    perPage: VEHICLE_OPTIONS * 2,
    sort: 'desc',
    sortColumn: 'id',
    search: text,
    nonorderedOnly: true,
  })
  return page.items
    .filter((v) => !v.cancelled)
    .slice(0, VEHICLE_OPTIONS)
    .map((v) => ({
      id: v.name,
      label: v.details?.description || v.name,
      detail: [v.details?.vin, v.details?.lotNumber].filter(Boolean).join(' · '),
    }))
}
