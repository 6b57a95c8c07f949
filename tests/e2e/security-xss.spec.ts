import type { DescService } from '@bufbuild/protobuf'
import { createClient, type Client, type Interceptor } from '@connectrpc/connect'
import { createConnectTransport } from '@connectrpc/connect-node'
import { SignJWT } from 'jose'
import { DEFAULT_DEV_JWT_SECRET } from '../../src/domain/auth/dev-jwt'
import { CustomerService } from '../../src/gen/cargo/services/customers_pb'
import { DocumentService } from '../../src/gen/cargo/services/documents_pb'
import { InvoiceService } from '../../src/gen/cargo/services/invoices_pb'
import { LocationService } from '../../src/gen/cargo/services/locations_pb'
import { OrderService } from '../../src/gen/cargo/services/orders_pb'
import { PaymentService } from '../../src/gen/cargo/services/payments_pb'
import { VehicleService } from '../../src/gen/cargo/services/vehicles_pb'
import { installXssTrap } from '../security/browser-traps'
import { CORPUS_TEXT, XSS_CORPUS, chunkCorpus } from '../security/xss-corpus'
import { expect, test, type Page } from './fixtures'
import { API_URL, resetApi, signIn } from './helpers'

/**
 * Stored XSS (issue 14 item 7): the hostile corpus goes through the real API (Connect, as an admin) into every
 * free-text field the back office renders, then each screen showing them is opened in Chromium. Nothing may
 * run (no alert/confirm/prompt, no dialog) and the Content-Security-Policy may report nothing; each screen must
 * show the hostile text as text.
 */

/**
 * Comments take 2000 characters (the whole corpus fits one); names less (customer names 100, reference names
 * 200, document names 255): the corpus is spread over several rows in chunks of at most 100 characters.
 */
const NAME_CHUNKS = chunkCorpus(100)
const chunk = (i: number): string => NAME_CHUNKS[i % NAME_CHUNKS.length]!
/** Rows to fill so that every chunk lands in the field once (as many as the table has). */
const spread = <T>(rows: readonly T[]) => rows.slice(0, NAME_CHUNKS.length)
const coverage = (filled: number) =>
  filled >= NAME_CHUNKS.length ? 'whole corpus' : `${filled} of ${NAME_CHUNKS.length} chunks`

async function adminClient<S extends DescService>(service: S): Promise<Client<S>> {
  const now = Math.floor(Date.now() / 1000)
  const token = await new SignJWT({ role: 'admin', username: 'admin', email: 'admin@demo.com' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject('admin')
    .setIssuedAt(now)
    .setExpirationTime(now + 600)
    .sign(new TextEncoder().encode(process.env.MOCK_JWT_SECRET ?? DEFAULT_DEV_JWT_SECRET))
  const auth: Interceptor = (next) => (request) => {
    request.header.set('Authorization', `Bearer ${token}`)
    return next(request)
  }
  return createClient(
    service,
    createConnectTransport({ baseUrl: API_URL, httpVersion: '1.1', interceptors: [auth] }),
  )
}

/** Free-text fields filled, for the report at the end of the run. */
const FIELDS_FILLED: string[] = []

async function plantCorpus() {
  const orders = await adminClient(OrderService)
  const { order } = await orders.getOrder({ name: 'orders/1' })
  await orders.updateOrder({ name: 'orders/1', order: { ...order!, comment: CORPUS_TEXT } })
  FIELDS_FILLED.push('order comment')

  const payments = await adminClient(PaymentService)
  const { payment } = await payments.getPayment({ name: 'payments/1' })
  await payments.updatePayment({ name: 'payments/1', payment: { ...payment!, comment: CORPUS_TEXT } })
  FIELDS_FILLED.push('payment comment')

  const invoices = await adminClient(InvoiceService)
  const { invoice } = await invoices.getInvoice({ name: 'invoices/1' })
  await invoices.updateInvoice({ name: 'invoices/1', invoice: { ...invoice!, comment: CORPUS_TEXT } })
  FIELDS_FILLED.push('invoice comment')

  // Customers C1001…: names (individuals) and company names (companies), every chunk at least once.
  const customers = await adminClient(CustomerService)
  const customerTypes = new Set<string>()
  for (let i = 0; i < Math.max(12, NAME_CHUNKS.length); i++) {
    const name = `customers/C${1001 + i}`
    const { customer } = await customers.getCustomer({ name })
    const text = chunk(i)
    const company = customer!.type === 'company'
    customerTypes.add(customer!.type)
    await customers.updateCustomer({
      name,
      customer: company
        ? { ...customer!, displayName: text, companyDisplayName: text, firstName: text, lastName: text }
        : { ...customer!, displayName: text, firstName: text, lastName: text },
    })
  }
  expect([...customerTypes].sort(), 'both kinds of customer carry the corpus').toEqual([
    'company',
    'individual',
  ])
  // The display name is what lists show (the customers list's country waits in its column chooser).
  FIELDS_FILLED.push('customer name', 'customer first name', 'customer last name', 'customer company')

  // Documents kept with payment 1 (listed on its screen), named with the corpus.
  const documents = await adminClient(DocumentService)
  for (const text of NAME_CHUNKS)
    await documents.createDocument({
      document: {
        displayName: text,
        location: 'payments/1',
        contentType: 'text/plain',
        content: new TextEncoder().encode('hostile name'),
      },
    })
  FIELDS_FILLED.push('document name')

  const { orderServiceTypes } = await orders.listOrderServiceTypes({})
  const types = spread(orderServiceTypes)
  for (const [i, type] of types.entries())
    await orders.updateOrderServiceType({
      name: type.name,
      orderServiceType: { ...type, displayName: chunk(i) },
    })
  FIELDS_FILLED.push(`service type name (${coverage(types.length)})`)

  const locations = await adminClient(LocationService)
  const countries = spread((await locations.listCountries({})).countries)
  for (const [i, country] of countries.entries())
    await locations.updateCountry({ name: country.name, country: { ...country, displayName: chunk(i) } })
  const states = spread((await locations.listStates({ countryCode: '' })).states)
  for (const [i, state] of states.entries())
    await locations.updateState({ name: state.name, state: { ...state, displayName: chunk(i) } })
  const cities = spread((await locations.listCities({ countryCode: '', stateCode: '' })).cities)
  for (const [i, city] of cities.entries())
    await locations.updateCity({ name: city.name, city: { ...city, displayName: chunk(i) } })
  FIELDS_FILLED.push(
    `country name (${coverage(countries.length)})`,
    `state name (${coverage(states.length)})`,
    `city name (${coverage(cities.length)})`,
  )

  const vehicles = await adminClient(VehicleService)
  for (let i = 0; i < NAME_CHUNKS.length; i++) {
    const name = `vehicles/${i + 1}`
    const { vehicle } = await vehicles.getVehicle({ name })
    await vehicles.updateVehicle({ name, vehicle: { ...vehicle!, editedDescription: chunk(i) } })
  }
  FIELDS_FILLED.push('vehicle description')
}

/**
 * The screens showing those fields (`shows`: the screen shows at least one planted field on its first page;
 * the other lists are opened for the traps only).
 */
const SCREENS: readonly { path: string; shows: boolean }[] = [
  { path: '/orders/1/view', shows: true },
  { path: '/orders/1/edit', shows: true },
  { path: '/orders', shows: false },
  { path: '/payments/1/view', shows: true },
  { path: '/payments/1/edit', shows: true },
  { path: '/payments', shows: false },
  { path: '/invoices/1/view', shows: true },
  { path: '/invoices/1/edit', shows: true },
  { path: '/invoices', shows: false },
  { path: '/customers', shows: true },
  { path: '/customers/C1001/view', shows: true },
  { path: '/customers/C1002/view', shows: true },
  { path: '/service_types', shows: true },
  { path: '/countries', shows: true },
  { path: '/states', shows: true },
  { path: '/cities', shows: true },
  { path: '/cargoloop/vehicles', shows: false },
  { path: '/cargoloop/vehicles/1', shows: true },
]

/** How many corpus payloads the page shows as text (in its text or in its form fields' values). */
function payloadsShown(page: Page) {
  return page.evaluate(
    (payloads) => {
      const fieldValues = Array.from(document.querySelectorAll('input, textarea'))
        .map((field) => (field as HTMLInputElement).value)
        .join(' ')
      const text = `${document.body.innerText} ${fieldValues}`
      return payloads.filter((html) => text.includes(html)).length
    },
    XSS_CORPUS.map((payload) => payload.html),
  )
}

test.describe('stored XSS through the API', () => {
  test.beforeAll(async () => {
    await resetApi()
    await plantCorpus()
  })
  test.afterAll(resetApi)

  test('hostile text in every free-text field runs nothing on the screens that show it', async ({ page }) => {
    test.setTimeout(120_000)
    const trap = await installXssTrap(page)
    await signIn(page, 'admin')
    const summary: string[] = []
    for (const { path, shows } of SCREENS) {
      await page.goto(path)
      if (!shows)
        await expect(page.getByRole('main').getByRole('table').first()).toBeVisible({ timeout: 15_000 })
      else
        await expect
          .poll(() => payloadsShown(page), {
            message: `${path} shows the hostile text as text`,
            timeout: 15_000,
          })
          .toBeGreaterThan(0)
      // Give handlers (onerror of broken images, onload, autofocus) a moment to fire if any element was made.
      await page.mouse.move(400, 300)
      await page.waitForTimeout(300)
      const { dialogs, cspViolations } = await trap.caught()
      expect(dialogs, `script ran on ${path}`).toEqual([])
      expect(cspViolations, `CSP violations on ${path}`).toEqual([])
      summary.push(`${path}: ${await payloadsShown(page)} payloads shown as text`)
    }
    console.log(
      `XSS corpus: ${XSS_CORPUS.length} payloads in ${FIELDS_FILLED.length} fields (${FIELDS_FILLED.join(', ')}); nothing ran\n  ${summary.join('\n  ')}`,
    )
  })
})
