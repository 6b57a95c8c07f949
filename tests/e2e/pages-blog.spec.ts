import { expect, test, type Page } from './fixtures'
import { navigateInApp, screenshotLooks, storeSession } from './helpers'

const posts = (page: Page) => page.getByRole('list', { name: 'Blog posts' })

// The blog and profile data live in the in-browser mock (Mirage): every page load starts from the sample data.
// The mock has no blog writes, so comments and edits are kept on the page: the test moves inside the app
// (links), never reloading, until it checks them.
test.describe('blog and profile pages', () => {
  // One sign-in and one page load: the blog flow, then the profile reached by the router.
  test('the blog, then the profile: search, comment, edit a post; vote, like and load more', async ({
    page,
  }) => {
    await storeSession(page, 'admin')
    await page.goto('/pages/blog/list')

    await test.step('searches the blog, opens a post, comments on it, edits its title and sees it', async () => {
      await expect(posts(page).getByRole('article')).toHaveCount(6)
      const search = page.getByRole('searchbox', { name: 'Search posts' })
      await search.fill('cold chain')
      await search.press('Enter')
      await expect(page).toHaveURL(/search=cold\+chain/)
      await expect(posts(page).getByRole('article')).toHaveCount(1)

      // A category of the sidebar narrows the list; choosing it again clears it.
      await search.fill('')
      await search.press('Enter')
      await page.getByRole('button', { name: /^Customs/ }).click()
      await expect(page).toHaveURL(/category=Customs/)
      await expect(posts(page).getByRole('article')).toHaveCount(1)
      await page.getByRole('button', { name: /^Customs/ }).click()
      await expect(posts(page).getByRole('article')).toHaveCount(6)

      await posts(page).getByRole('link', { name: 'What a cold chain really costs', exact: true }).click()
      await expect(page).toHaveURL(/\/pages\/blog\/detail\/2$/)
      await expect(
        page.getByRole('heading', { level: 1, name: 'What a cold chain really costs' }),
      ).toBeVisible()
      await expect(
        page.getByText('Chilled freight needs more than a cold trailer.', { exact: false }),
      ).toBeVisible()

      const comments = page.getByRole('list', { name: 'Comments on this post' })
      await expect(comments.getByRole('listitem')).toHaveCount(3)
      await page.getByRole('textbox', { name: 'Comment' }).fill('We pay the most for sensor calibration.')
      await page.getByRole('button', { name: 'Post comment' }).click()
      await expect(comments.getByRole('listitem')).toHaveCount(4)
      await expect(comments.getByText('We pay the most for sensor calibration.')).toBeVisible()
      await expect(page.getByText('Comments: 7')).toBeVisible()

      await page.getByRole('link', { name: 'Edit post' }).click()
      await expect(page).toHaveURL(/\/pages\/blog\/edit\/2$/)
      const title = page.getByRole('textbox', { name: 'Title' })
      await expect(title).toHaveValue('What a cold chain really costs')
      await expect(page.getByRole('textbox', { name: 'Slug' })).toHaveValue('what-a-cold-chain-really-costs')
      await title.fill('The true cost of a cold chain')
      await page.getByRole('button', { name: 'From title' }).click()
      await expect(page.getByRole('textbox', { name: 'Slug' })).toHaveValue('the-true-cost-of-a-cold-chain')
      await page.getByRole('checkbox', { name: 'Operations' }).check()
      await page.getByLabel('Status').selectOption('Draft')
      await expect(page.getByRole('img', { name: 'Featured image preview' })).toBeVisible()
      await page.getByLabel('Featured image').setInputFiles({
        name: 'reefer.svg',
        mimeType: 'image/svg+xml',
        buffer: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="9"><rect width="16" height="9" fill="#28c76f"/></svg>',
        ),
      })
      await expect(page.getByRole('img', { name: 'Featured image preview' })).toHaveAttribute(
        'src',
        /^data:image\/svg\+xml/,
      )
      await page.getByRole('button', { name: 'Save' }).click()

      await expect(page).toHaveURL(/\/pages\/blog\/detail\/2$/)
      await expect(
        page.getByRole('heading', { level: 1, name: 'The true cost of a cold chain' }),
      ).toBeVisible()
      await expect(
        page.getByRole('list', { name: 'Comments on this post' }).getByRole('listitem'),
      ).toHaveCount(4)
      // The list (reached by a category link, no reload) shows the new title in the new category.
      await page
        .getByRole('list', { name: /^Categories of/ })
        .getByRole('link', { name: 'Operations' })
        .click()
      await expect(page).toHaveURL(/\/pages\/blog\/list\?category=Operations$/)
      await expect(
        posts(page).getByRole('link', { name: 'The true cost of a cold chain', exact: true }),
      ).toBeVisible()
      await expect(
        page
          .getByRole('complementary', { name: 'Blog sidebar' })
          .getByRole('link', { name: 'The true cost of a cold chain' }),
      ).toBeVisible()
    })

    await test.step('votes in a poll, likes a post and loads more posts on the profile', async () => {
      await navigateInApp(page, '/pages/profile')
      await expect(page.getByRole('heading', { level: 1, name: 'Anna Admin' })).toBeVisible()
      const air = page.getByRole('radio', { name: 'Air freight' })
      await expect(air).toHaveAccessibleDescription('17% · votes: 1')
      await air.check()
      await expect(air).toHaveAccessibleDescription('28% · votes: 2')
      await expect(page.getByRole('radio', { name: 'Container' })).toHaveAccessibleDescription(
        '43% · votes: 3',
      )

      const like = page.getByRole('button', { name: 'Like the post of Anna Admin' })
      await expect(like).toHaveAttribute('aria-pressed', 'true')
      await like.click()
      await expect(like).toHaveAttribute('aria-pressed', 'false')
      // The count sits beside the button (its name says what it does) and is announced by the live text.
      await expect(page.getByText('Likes: 139', { exact: true })).toBeAttached()

      await expect(page.getByRole('article', { name: 'Oliver Brandt' })).toHaveCount(0)
      await page.getByRole('button', { name: 'Load more' }).click()
      await expect(page.getByRole('article', { name: 'Oliver Brandt' })).toBeVisible()
      await expect(page.getByText('Showing 2 of 2 posts')).toBeVisible()
      await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0)

      await page.getByRole('tab', { name: 'About' }).click()
      await expect(page.getByRole('link', { name: 'admin@demo.com' })).toBeVisible()
    })
  })

  test('screenshots of the blog and profile pages', { tag: '@screenshots' }, async ({ page }) => {
    // Four looks of several pages, each a fresh page load.
    test.setTimeout(120_000)
    await storeSession(page, 'admin')
    await screenshotLooks(page, '/pages/blog/list', 'pages-blog-list', (p) =>
      expect(posts(p).getByRole('article')).toHaveCount(6),
    )
    await screenshotLooks(page, '/pages/blog/detail/1', 'pages-blog-detail', (p) =>
      expect(p.getByRole('list', { name: 'Comments on this post' })).toBeVisible(),
    )
    await screenshotLooks(page, '/pages/blog/edit/1', 'pages-blog-edit', (p) =>
      expect(p.getByRole('textbox', { name: 'Content' })).toBeVisible(),
    )
    await screenshotLooks(page, '/pages/profile', 'pages-profile', (p) =>
      expect(p.getByRole('radio', { name: 'Air freight' })).toBeVisible(),
    )
  })
})
