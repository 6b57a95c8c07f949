import { expect, test } from './fixtures'
import { navigateInApp, screenshotLooks, storeSession } from './helpers'

test.describe('help and pricing pages', () => {
  // One sign-in and one page load: the help pages are reached by the router, one step each.
  test('FAQ, knowledge base and pricing, one after another', async ({ page }) => {
    await storeSession(page, 'admin')
    await page.goto('/pages/faq')

    await test.step('FAQ search narrows the questions through the server, and says when nothing matches', async () => {
      const tabs = page.getByRole('tablist', { name: 'Question categories' })
      await expect(tabs.getByRole('tab')).toHaveCount(5)
      await page.getByRole('button', { name: 'Which payment methods do you accept?' }).click()
      await expect(page.getByRole('region', { name: 'Which payment methods do you accept?' })).toContainText(
        'PayPal',
      )

      await tabs.getByRole('tab', { name: 'Delivery' }).click()
      await expect(page.getByRole('button', { name: 'How can I track my shipment?' })).toBeVisible()

      const search = page.getByRole('searchbox', { name: 'Search questions' })
      await search.fill('refund')
      await expect(tabs.getByRole('tab')).toHaveCount(1)
      await expect(tabs.getByRole('tab', { name: 'Cancellation & Return' })).toBeVisible()
      await expect(page.getByRole('button', { name: 'How do refunds work?' })).toBeVisible()

      await search.fill('submarine')
      await expect(page.getByRole('heading', { name: 'No results' })).toBeVisible()
      await search.fill('')
      await expect(tabs.getByRole('tab')).toHaveCount(5)
    })

    await test.step('knowledge base: searches categories, opens a category and a question, goes back by the breadcrumbs', async () => {
      await navigateInApp(page, '/pages/knowledge-base')
      const categories = page.getByRole('list', { name: 'Knowledge-base categories' })
      await expect(categories.getByRole('article')).toHaveCount(6)
      await page.getByRole('searchbox', { name: 'Search the knowledge base' }).fill('invoices')
      await expect(categories.getByRole('article')).toHaveCount(1)
      await categories.getByRole('link', { name: 'Billing & Invoices' }).click()
      await expect(page).toHaveURL(/\/pages\/knowledge-base\/billing$/)
      await expect(page.getByRole('heading', { level: 1, name: 'Billing & Invoices' })).toBeVisible()

      // Each category answers its own questions (issue 28 item 5).
      await expect(page.getByRole('link', { name: 'How do I place my first order?' })).toHaveCount(0)
      await page.getByRole('searchbox', { name: 'Search questions in this category' }).fill('partial')
      await expect(page.getByRole('link', { name: 'How do I record a bank transfer?' })).toHaveCount(0)
      await page.getByRole('link', { name: 'How is a partial payment shown?' }).click()
      await expect(page).toHaveURL(/\/pages\/knowledge-base\/billing\/how-is-a-partial-payment-shown$/)
      const article = page.getByRole('article', { name: 'How is a partial payment shown?' })
      await expect(article.getByRole('listitem')).toHaveCount(3)
      await expect(article.locator('strong', { hasText: 'Payments' })).toBeVisible()

      const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' })
      await crumbs.getByRole('link', { name: 'Billing & Invoices' }).click()
      await expect(page).toHaveURL(/\/pages\/knowledge-base\/billing$/)
      await page
        .getByRole('navigation', { name: 'Breadcrumbs' })
        .getByRole('link', { name: 'Knowledge base' })
        .click()
      await expect(page).toHaveURL(/\/pages\/knowledge-base$/)
    })

    await test.step('pricing switches to yearly billing and reads the plans’ yearly prices', async () => {
      await navigateInApp(page, '/pages/pricing')
      const standard = page.getByRole('article', { name: 'Standard' })
      await expect(standard).toContainText('$49')
      await expect(standard).toContainText('Popular')
      await page.getByRole('switch', { name: 'Billed yearly' }).check()
      await expect(standard).toContainText('$40')
      await expect(standard).toContainText('$480 billed yearly')
      await expect(page.getByRole('article', { name: 'Enterprise' })).toContainText('$80')
      await expect(page.getByRole('article', { name: 'Enterprise' })).toContainText('$960 billed yearly')
      await page.getByRole('button', { name: 'Is there a free trial?' }).click()
      await expect(page.getByRole('region', { name: 'Is there a free trial?' })).toContainText('14 days')
    })
  })

  test('screenshots of the help and pricing pages', { tag: '@screenshots' }, async ({ page }) => {
    // Four looks of several pages, each a fresh page load.
    test.setTimeout(120_000)
    await storeSession(page, 'admin')
    await screenshotLooks(page, '/pages/faq', 'pages-faq', (p) => expect(p.getByRole('tab')).toHaveCount(5))
    await screenshotLooks(page, '/pages/knowledge-base', 'pages-kb', (p) =>
      expect(p.getByRole('list', { name: 'Knowledge-base categories' }).getByRole('article')).toHaveCount(6),
    )
    await screenshotLooks(page, '/pages/knowledge-base/billing', 'pages-kb-category', (p) =>
      expect(p.getByRole('heading', { level: 1, name: 'Billing & Invoices' })).toBeVisible(),
    )
    await screenshotLooks(
      page,
      '/pages/knowledge-base/billing/how-is-a-partial-payment-shown',
      'pages-kb-question',
      (p) => expect(p.getByRole('article', { name: 'How is a partial payment shown?' })).toBeVisible(),
    )
    await screenshotLooks(page, '/pages/pricing', 'pages-pricing', (p) =>
      expect(p.getByRole('article', { name: 'Standard' })).toBeVisible(),
    )
  })
})
