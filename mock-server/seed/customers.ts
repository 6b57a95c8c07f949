import { NO_ACTIVITY } from '../../src/domain/activity'
import { DEMO_CUSTOMER } from '../../src/domain/auth/demo-accounts'
import {
  applyIndividualRule,
  CUSTOMER_STATUS_ACTIVE,
  CUSTOMER_STATUS_SUSPENDED,
  CUSTOMER_TYPE_COMPANY,
  CUSTOMER_TYPE_INDIVIDUAL,
  type Customer,
  zeroCustomerTotals,
} from '../../src/domain/customers'
import { volume, type SeedContext } from './context'
import { COUNTRIES } from './lists'

/** The first customer id; the demo customer account `c1001` is this one. */
export const FIRST_CUSTOMER_NUMBER = 1001

/** 300 × scale customers `customers/C1001`…: about 60% individuals, 40% companies, about 7% suspended. */
export function seedCustomers(ctx: SeedContext): void {
  const { db, rng } = ctx
  const { faker } = rng
  const destinations = COUNTRIES.filter((c) => c.code !== 'us')
  const count = volume(ctx, 300)
  const companyNames: string[] = []
  const buyers = db.buyers.all().map((b) => b.name)
  for (let i = 0; i < count; i++) {
    const id = `C${FIRST_CUSTOMER_NUMBER + i}`
    const demo = i === 0
    const isCompany = !demo && rng.chance(0.4)
    const firstName = demo ? DEMO_CUSTOMER.firstName : faker.person.firstName()
    const lastName = demo ? DEMO_CUSTOMER.lastName : faker.person.lastName()
    const middleName = rng.chance(0.25) ? faker.person.middleName() : ''
    let company = ''
    if (isCompany) {
      company =
        companyNames.length > 5 && rng.chance(0.15)
          ? rng.pick(companyNames)
          : `${faker.company.name()} ${rng.pick(['LLC', 'Ltd', 'Auto Trade', 'Motors', 'Group'])}`
      companyNames.push(company)
    }
    const country = demo ? 'am' : rng.pick(destinations).code
    const customer: Customer = applyIndividualRule({
      ...NO_ACTIVITY,
      name: `customers/${id}`,
      id,
      displayName: isCompany ? company : [firstName, lastName].join(' '),
      firstName,
      middleName,
      lastName,
      countryName: `countries/${country}`,
      companyDisplayName: company,
      type: isCompany ? CUSTOMER_TYPE_COMPANY : CUSTOMER_TYPE_INDIVIDUAL,
      email: demo ? DEMO_CUSTOMER.email : faker.internet.email({ firstName, lastName }).toLowerCase(),
      phone: faker.phone.number({ style: 'international' }),
      status: !demo && rng.chance(0.07) ? CUSTOMER_STATUS_SUSPENDED : CUSTOMER_STATUS_ACTIVE,
      paymentStatus: 'paid',
      externalId: `QB-${rng.digits(6)}`,
      buyers: buyers.length > 0 && rng.chance(0.7) ? [rng.pick(buyers)] : [],
      paymentDueDate: null,
      ...zeroCustomerTotals(),
    })
    db.customers.put(customer)
  }
  db.customers.nextId = FIRST_CUSTOMER_NUMBER + count
}
