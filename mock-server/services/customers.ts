import type { ConnectRouter, HandlerContext } from '@connectrpc/connect'
import {
  applyIndividualRule,
  CUSTOMER_STATUS_ACTIVE,
  CUSTOMER_STATUS_SUSPENDED,
  CUSTOMER_TYPE_COMPANY,
  CUSTOMER_TYPE_INDIVIDUAL,
  type Customer,
  zeroCustomerTotals,
} from '../../src/domain/customers'
import {
  CreateCustomerRequestSchema,
  CustomerSchema,
  CustomerService,
  type Customer as CustomerMessage,
  type ListCustomersRequest,
} from '../../src/gen/cargo/services/customers_pb'
import { isEmailAddress, isPhoneNumber, TEXT_LIMITS } from '../../src/domain/text'
import { activityOfWrite } from '../storage/activity'
import { requireCurrent } from '../storage/versions'
import { customerScope, isAdmin, principalOf, requireAdmin, requireOwner } from '../http/auth'
import type { ServiceDeps } from './context'
import { recompute } from '../storage/derive'
import { alreadyExists, invalidArgument, usedBy } from '../http/errors'
import { CUSTOMER_COLUMNS } from '../storage/list-columns'
import { ListFilter, listPage, needleOf, type ListSpec } from '../storage/lists'
import { toProto } from './mapping/convert'
import { findRow, optionalText, present } from './validate'

const customerToProto = (customer: Customer) => toProto(CustomerSchema, customer)

export function registerCustomerService(router: ConnectRouter, deps: ServiceDeps): void {
  const { db } = deps
  const spec: ListSpec<Customer> = {
    table: db.customers,
    columns: CUSTOMER_COLUMNS,
    defaultColumn: 'id',
    defaultDirection: 'asc',
  }
  /** Validates the editable fields and builds the record (nothing stored). */
  function build(ctx: HandlerContext, input: CustomerMessage, id: string, existing?: Customer): Customer {
    const type = input.type.trim().toLowerCase() || existing?.type || CUSTOMER_TYPE_INDIVIDUAL
    if (type !== CUSTOMER_TYPE_INDIVIDUAL && type !== CUSTOMER_TYPE_COMPANY)
      throw invalidArgument('customer.type', 'ONE_OF_TWO', { first: 'individual', second: 'company' })
    let status = input.status.trim().toLowerCase() || existing?.status || CUSTOMER_STATUS_ACTIVE
    if (status !== CUSTOMER_STATUS_ACTIVE && status !== CUSTOMER_STATUS_SUSPENDED)
      throw invalidArgument('customer.status', 'ONE_OF_TWO', { first: 'active', second: 'suspended' })
    // A customer may edit its own record but not (un)suspend itself.
    if (!isAdmin(principalOf(ctx))) status = existing?.status ?? CUSTOMER_STATUS_ACTIVE
    const firstName = optionalText('customer.first_name', input.firstName.trim(), TEXT_LIMITS.personName)
    const middleName = optionalText('customer.middle_name', input.middleName.trim(), TEXT_LIMITS.personName)
    const lastName = optionalText('customer.last_name', input.lastName.trim(), TEXT_LIMITS.personName)
    const company = optionalText(
      'customer.company_display_name',
      input.companyDisplayName.trim(),
      TEXT_LIMITS.companyName,
    )
    if (type === CUSTOMER_TYPE_COMPANY && !company)
      throw invalidArgument('customer.company_display_name', 'REQUIRED_FOR_COMPANY')
    const displayName =
      optionalText('customer.display_name', input.displayName.trim(), TEXT_LIMITS.companyName) ||
      (type === CUSTOMER_TYPE_COMPANY ? company : [firstName, lastName].filter(Boolean).join(' '))
    if (!displayName) throw invalidArgument('customer.display_name', 'NAME_REQUIRED')
    const email = input.email.trim()
    if (email && !isEmailAddress(email)) throw invalidArgument('customer.email', 'NOT_AN_EMAIL')
    const phone = optionalText('customer.phone', input.phone.trim(), TEXT_LIMITS.phone)
    if (!isPhoneNumber(phone)) throw invalidArgument('customer.phone', 'NOT_A_PHONE')
    const countryName = input.countryName.trim()
    if (countryName) findRow(db.countries, 'customer.country_name', countryName, 'countries')
    input.buyers.forEach((buyer, index) => {
      if (!db.buyers.has(buyer)) throw invalidArgument(`customer.buyers.${index}`, 'UNKNOWN_BUYER', { buyer })
    })
    return applyIndividualRule({
      ...(existing ?? zeroCustomerTotals()),
      name: `customers/${id}`,
      id,
      displayName,
      firstName,
      middleName,
      lastName,
      countryName,
      companyDisplayName: company,
      type,
      email,
      phone,
      status,
      paymentStatus: existing?.paymentStatus ?? 'paid',
      externalId: optionalText('customer.external_id', input.externalId.trim(), TEXT_LIMITS.externalId),
      buyers: [...new Set(input.buyers)],
      paymentDueDate: existing?.paymentDueDate ?? null,
      ...activityOfWrite(ctx, existing),
    } as Customer)
  }

  router.service(CustomerService, {
    listCustomers(req: ListCustomersRequest, ctx) {
      const own = customerScope(ctx, '')
      const needle = needleOf(req.search)
      const company = req.companyDisplayName.trim()
      const status = req.status.trim()
      const filter = new ListFilter()
      if (own) filter.where('t.name = ?', own)
      // Company as a case-insensitive substring, status without regard to case (decision 0153, list filters).
      if (company) filter.where('instr(t."f_companyLower", ?) > 0', company.toLowerCase())
      if (status) filter.where('t."f_statusLower" = ?', status.toLowerCase())
      filter.search(needle, ['t."f_search"'])
      const result = listPage(spec, req, filter)
      return {
        customers: result.rows().map(customerToProto),
        totalRows: result.totalRows,
        totalPages: result.totalPages,
      }
    },
    getCustomer(req, ctx) {
      const customer = findRow(db.customers, 'name', req.name, 'customers')
      requireOwner(ctx, customer.name)
      return { customer: customerToProto(customer) }
    },
    createCustomer(req, ctx) {
      requireAdmin(ctx)
      const input = present('customer', req.customer)
      return deps.idempotency.once(ctx, CreateCustomerRequestSchema, req, () => {
        const given = input.id.trim().toUpperCase()
        if (given && !/^[A-Z0-9_-]{1,32}$/.test(given)) throw invalidArgument('customer.id', 'NOT_AN_ID')
        let id = given
        if (!id)
          while (db.customers.has(`customers/${(id = `C${db.customers.nextId}`)}`)) db.customers.allocateId()
        if (db.customers.has(`customers/${id}`)) throw alreadyExists(`customers/${id} already exists`)
        const customer = build(ctx, input, id)
        if (!given) db.customers.allocateId()
        db.customers.put(customer)
        recompute(db, { customers: [customer.name] })
        deps.changed()
        return { customer: customerToProto(db.customers.get(customer.name) as Customer) }
      })
    },
    updateCustomer(req, ctx) {
      const existing = findRow(db.customers, 'name', req.name, 'customers')
      requireOwner(ctx, existing.name)
      const input = present('customer', req.customer)
      requireCurrent('customer.etag', input.etag, existing)
      const customer = build(ctx, input, existing.id, existing)
      db.customers.put(customer)
      recompute(db, { customers: [customer.name] })
      deps.changed()
      return { name: customer.name, customer: customerToProto(db.customers.get(customer.name) as Customer) }
    },
    deleteCustomer(req, ctx) {
      requireAdmin(ctx)
      const customer = findRow(db.customers, 'name', req.name, 'customers')
      requireCurrent('etag', req.etag, customer)
      const user =
        db.orders.namesBy('customer', customer.name)[0] ??
        db.payments.namesBy('customer', customer.name)[0] ??
        db.invoices.namesBy('customer', customer.name)[0]
      if (user) throw usedBy(customer.name, user)
      db.customers.remove(customer.name)
      deps.changed()
      return {}
    },
  })
}
