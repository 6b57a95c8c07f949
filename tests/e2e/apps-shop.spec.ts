import { expect, test, type Page } from './fixtures'
import { navigateInApp, saveScreenshot, screenshotLooks, storeSession } from './helpers'

const products = (page: Page) => page.getByRole('list', { name: 'Products' })
const cards = (page: Page) => products(page).getByRole('article')
const navbarCart = (page: Page, count: number) => page.getByRole('link', { name: `Cart: ${count} items` })
const summary = (page: Page) => page.getByRole('region', { name: 'Price details' })
const money = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''))

// The shop's data lives in the in-browser mock (Mirage), kept in this browser's local storage (decision 0062): a
// test's fresh browser context starts from the sample data (a cart of products 5 and 8, three items; a wishlist
// of three), and each step of the flow goes on from the cart the steps before it left.
test.describe('shop app', () => {
  test('checks out, searches and pages, moves from the wishlist, adds from a product page, meets unknown products', async ({
    page,
    expectConsoleErrors,
  }) => {
    await storeSession(page, 'admin')
    await page.goto('/apps/ecommerce/checkout')

    await test.step('adds two products to the cart, counts them in the navbar and checks out through the steps', async () => {
      await expect(navbarCart(page, 3)).toBeVisible()
      const cart = page.getByRole('list', { name: /Items in the cart/ })
      await expect(cart.getByRole('article')).toHaveCount(2)
      // Empty the sample cart, so the count below is the two products added.
      await cart.getByRole('article').first().getByRole('button', { name: 'Remove' }).click()
      await expect(cart.getByRole('article')).toHaveCount(1)
      await cart.getByRole('article').first().getByRole('button', { name: 'Remove' }).click()
      await expect(page.getByText('Your cart is empty.')).toBeVisible()
      await expect(navbarCart(page, 0)).toBeVisible()

      await page.getByRole('link', { name: 'Back to the shop' }).click()
      await expect(cards(page)).toHaveCount(9)
      const first = cards(page).nth(0)
      const second = cards(page).nth(1)
      const firstName = await first.getByRole('heading').innerText()
      const secondName = await second.getByRole('heading').innerText()
      await first.getByRole('button', { name: 'Add to cart' }).click()
      await expect(first.getByRole('button', { name: 'Remove from cart' })).toBeVisible()
      await second.getByRole('button', { name: 'Add to cart' }).click()
      await expect(second.getByRole('button', { name: 'Remove from cart' })).toBeVisible()
      await expect(navbarCart(page, 2)).toBeVisible()

      await navbarCart(page, 2).click()
      await expect(page).toHaveURL(/\/apps\/ecommerce\/checkout$/)
      await expect(page.getByRole('heading', { name: firstName })).toBeVisible()
      await expect(page.getByRole('heading', { name: secondName })).toBeVisible()
      await expect(summary(page).getByText('Items (2)')).toBeVisible()
      await page.getByRole('spinbutton', { name: `Quantity of ${firstName}` }).fill('3')
      await expect(summary(page).getByText('Items (4)')).toBeVisible()
      await expect(navbarCart(page, 4)).toBeVisible()
      // The total is the subtotal less the discount, as the summary lists them.
      const values = await summary(page).locator('dd').allInnerTexts()
      expect(money(values[3] ?? '')).toBeCloseTo(money(values[0] ?? '') - money(values[1] ?? ''), 2)

      await summary(page).getByRole('button', { name: 'Continue to address' }).click()
      const address = page.getByRole('form', { name: 'Delivery address' })
      await address.getByRole('button', { name: 'Deliver to this address' }).click()
      await expect(address.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true')
      await address.getByLabel('Full name').fill('Anna Admin')
      await address.getByLabel('Phone number').fill('call me')
      await address.getByLabel('Flat, house or building').fill('12B')
      await address.getByLabel('Street and area').fill('Harbour Road')
      await address.getByLabel('Town or city').fill('Rotterdam')
      await address.getByLabel('Postal code').fill('3011 AB')
      await address.getByLabel('State or region').fill('South Holland')
      await address.getByRole('button', { name: 'Deliver to this address' }).click()
      await expect(address.getByText(/Enter a phone number/)).toBeVisible()
      await address.getByLabel('Phone number').fill('+31 10 555 0100')
      await address.getByRole('button', { name: 'Deliver to this address' }).click()

      await expect(page.getByRole('button', { name: 'Payment' })).toHaveAttribute('aria-current', 'step')
      await expect(summary(page).getByText('Harbour Road', { exact: false })).toBeVisible()
      await page.getByRole('radio', { name: 'Card on delivery' }).check()
      await saveScreenshot(page, 'apps-shop-checkout-payment-light', { fullPage: true })
      await summary(page).getByRole('button', { name: 'Place order' }).click()
      await expect(page.getByRole('heading', { name: 'Thank you, your order is placed' })).toBeVisible()
      await expect(page.getByText(/Items: 4, total .*, paid by: Card on delivery/)).toBeVisible()
      await expect(navbarCart(page, 0)).toBeVisible()
      await page.getByRole('link', { name: 'Continue shopping' }).click()
      await expect(cards(page).first().getByRole('button', { name: 'Add to cart' })).toBeVisible()
    })

    await test.step('searches, sorts and pages, and never loses the last page', async () => {
      await navigateInApp(page, '/apps/ecommerce/shop')
      await expect(page.getByText('Results: 27')).toBeVisible()
      await page.getByRole('searchbox', { name: 'Search products' }).fill('headphones')
      await page.getByRole('searchbox', { name: 'Search products' }).press('Enter')
      await expect(page).toHaveURL(/search=headphones/)
      await expect(page.getByText('Results: 3')).toBeVisible()
      await expect(cards(page)).toHaveCount(3)
      await page.getByLabel('Sort').selectOption('Highest price')
      await expect(page).toHaveURL(/sortBy=price-desc/)
      const prices = async () =>
        (await cards(page).locator('.price').allInnerTexts()).map((text) => money(text))
      await expect
        .poll(async () => {
          const now = await prices()
          return now.length === 3 && now.every((p, i) => i === 0 || now[i - 1]! >= p)
        })
        .toBe(true)
      await page.getByLabel('Sort').selectOption('Lowest price')
      await expect
        .poll(async () => {
          const now = await prices()
          return now.length === 3 && now.every((p, i) => i === 0 || now[i - 1]! <= p)
        })
        .toBe(true)

      await page.getByRole('searchbox', { name: 'Search products' }).fill('')
      await page.getByRole('searchbox', { name: 'Search products' }).press('Enter')
      await expect(page.getByText('Results: 27')).toBeVisible()
      await page.getByRole('button', { name: 'Page 3' }).click()
      await expect(page).toHaveURL(/page=3/)
      await expect(page.getByText('19–27 of 27')).toBeVisible()
      await expect(cards(page)).toHaveCount(9)

      await page.getByRole('button', { name: 'List view' }).click()
      await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true')
      // Typed in the address bar (a page load on purpose), a page past the end shows the last one, in the view
      // chosen before.
      await page.goto('/apps/ecommerce/shop?page=9')
      await expect(page).toHaveURL(/page=3$/)
      await expect(page.getByText('19–27 of 27')).toBeVisible()
      await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true')
      await page.getByRole('button', { name: 'Grid view' }).click()
    })

    await test.step('moves a wishlist product to the cart and removes another', async () => {
      // The order placed above emptied the cart.
      await navigateInApp(page, '/apps/ecommerce/wishlist')
      const wishlist = page.getByRole('list', { name: 'Wishlist' })
      await expect(wishlist.getByRole('article')).toHaveCount(3)
      await expect(navbarCart(page, 0)).toBeVisible()
      const first = wishlist.getByRole('article').first()
      const name = await first.getByRole('heading').innerText()
      await first.getByRole('button', { name: 'Move to cart' }).click()
      await expect(wishlist.getByRole('heading', { name })).toBeHidden()
      await expect(wishlist.getByRole('article')).toHaveCount(2)
      await expect(navbarCart(page, 1)).toBeVisible()
      await wishlist.getByRole('article').first().getByRole('button', { name: 'Remove' }).click()
      await expect(wishlist.getByRole('article')).toHaveCount(1)

      // The toasts (two are showing) start below the navbar: its cart stays in reach while they wait.
      const toaster = page.getByRole('region', { name: /^Notifications/ }).getByRole('list')
      await expect(toaster.getByRole('listitem').first()).toBeVisible()
      const navbar = await page.getByRole('banner').boundingBox()
      expect(await toaster.evaluate((list) => list.getBoundingClientRect().top)).toBeGreaterThanOrEqual(
        navbar!.y + navbar!.height,
      )
      await navbarCart(page, 1).click()
      await expect(page.getByRole('heading', { name })).toBeVisible()
    })

    await test.step('opens a product, chooses a colour by keyboard and adds it to the cart', async () => {
      await navigateInApp(page, '/apps/ecommerce/product-detail')
      await expect(page).toHaveURL(/\/apps\/ecommerce\/product-detail\/[a-z0-9-]+-27$/)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      const colours = page.getByRole('group', { name: /^Colour:/ })
      await expect(colours).toBeVisible()
      const radios = colours.getByRole('radio')
      if ((await radios.count()) > 1) {
        await radios.first().focus()
        await page.keyboard.press('ArrowRight')
        await expect(radios.nth(1)).toBeChecked()
      } else await expect(radios.first()).toBeChecked()
      await page.getByRole('button', { name: 'Add to cart' }).click()
      await expect(page.getByRole('button', { name: 'Remove from cart' })).toBeVisible()
      // The wishlist's product in the cart, and this one.
      await expect(navbarCart(page, 2)).toBeVisible()
      await page.getByRole('button', { name: 'Add to wishlist' }).click()
      await expect(page.getByRole('button', { name: 'Remove from wishlist' })).toBeVisible()
    })

    // Last: the failed call it provokes is allowed from here on only.
    await test.step('says an unknown product is not there, with a way back', async () => {
      // Each unknown product is opened from the shop, so that its "not found" is drawn anew.
      await navigateInApp(page, '/apps/ecommerce/product-detail/no-such-product')
      await expect(page.getByRole('heading', { name: 'Product not found' })).toBeVisible()
      await page.getByRole('link', { name: 'Back to the shop' }).click()
      await expect(page).toHaveURL(/\/apps\/ecommerce\/shop$/)
      await expect(cards(page)).toHaveCount(9)
      // The mock answers 404 for an unknown id; the call pipeline logs the failed call (spec §8).
      expectConsoleErrors(/GET \/apps\/ecommerce\/products\/999 failed: not_found/)
      await navigateInApp(page, '/apps/ecommerce/product-detail/no-such-product-999')
      await expect(page.getByRole('heading', { name: 'Product not found' })).toBeVisible()
      await page.getByRole('link', { name: 'Back to the shop' }).click()
      await expect(page).toHaveURL(/\/apps\/ecommerce\/shop$/)
      await expect(cards(page)).toHaveCount(9)
    })
  })

  test('screenshots', { tag: '@screenshots' }, async ({ page }) => {
    // Four pages in four looks each: more page loads than one test's default time allows.
    test.setTimeout(120_000)
    await storeSession(page, 'admin')
    await screenshotLooks(page, '/apps/ecommerce/shop', 'apps-shop-grid', (p) =>
      expect(cards(p).first()).toBeVisible(),
    )
    await page.goto('/apps/ecommerce/shop')
    await page.getByRole('button', { name: 'List view' }).click()
    await screenshotLooks(page, '/apps/ecommerce/shop', 'apps-shop-list', (p) =>
      expect(cards(p).first()).toBeVisible(),
    )
    await screenshotLooks(page, '/apps/ecommerce/product-detail', 'apps-shop-detail', (p) =>
      expect(p.getByRole('group', { name: /^Colour:/ })).toBeVisible(),
    )
    await screenshotLooks(page, '/apps/ecommerce/checkout', 'apps-shop-checkout', (p) =>
      expect(summary(p)).toBeVisible(),
    )
    await screenshotLooks(
      page,
      '/apps/ecommerce/wishlist',
      'apps-shop-wishlist',
      (p) => expect(p.getByRole('list', { name: 'Wishlist' })).toBeVisible(),
      ['light'],
    )
  })
})
