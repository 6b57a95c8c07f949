import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { BlogPost, BlogPostDetail } from '../../../../domain/apps/blog'
import type { BlogPort } from '../../../../ports/blog-port'
import { fakePort } from '../../../../testing/fake-port'
import { initTestI18n } from '../../../../testing/i18n'
import { renderScreen } from '../../../../testing/render-screen'
import { resetBlogLocal, saveBlogEdit } from './blog-local'
import BlogDetail from './BlogDetail'
import BlogList from './BlogList'

const post = (id: number, title: string, tags: string[], excerpt: string): BlogPost => ({
  id,
  title,
  img: 'data:image/svg+xml,p',
  avatar: 'data:image/svg+xml,a',
  userFullName: 'Marta Kowalczyk',
  blogPosted: 'Nov 21, 2026',
  tags,
  excerpt,
  comment: 2,
})
const posts = [
  post(1, 'Five habits of dispatchers', ['Operations', 'People'], 'Small routines every day.'),
  post(2, 'What a cold chain really costs', ['Finance'], 'Reefer trailers and sensors.'),
  post(3, 'Our first year with electric vans', ['Fleet'], 'Charging queues.'),
]
const detail: BlogPostDetail = {
  id: 1,
  img: 'data:image/svg+xml,p',
  title: 'Five habits of dispatchers',
  avatar: '',
  userFullName: 'Marta Kowalczyk',
  createdTime: 'Nov 21, 2026',
  tags: ['Operations'],
  content:
    '<p>Every <strong>good</strong> desk.</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
  comments: 1,
  bookmarked: 12,
  commentList: [
    { avatar: '', userFullName: 'Grace Mensah', commentedAt: 'Nov 22, 2026', commentText: 'Great read' },
  ],
}
const port = fakePort<BlogPort>({
  listPosts: async () => posts.map((p) => ({ ...p })),
  getSidebar: async () => ({
    recentPosts: posts.map(({ id, title, img, blogPosted }) => ({ id, title, img, createdTime: blogPosted })),
    categories: [
      { category: 'Operations', icon: 'Truck' },
      { category: 'Finance', icon: 'DollarSign' },
    ],
  }),
  getPost: async () => ({ ...detail }),
})

describe('blog', () => {
  beforeAll(() => initTestI18n())
  afterEach(() => resetBlogLocal())

  it('lists posts as cards, searches them and filters by a sidebar category in the URL', async () => {
    const user = userEvent.setup()
    saveBlogEdit(3, {
      title: 'Electric vans, renamed here',
      slug: 'electric-vans',
      categories: ['Fleet'],
      status: 'Draft',
      excerpt: 'Charging queues.',
      featuredImage: '',
      content: '',
    })
    const { location } = renderScreen(<BlogList />, { path: '/pages/blog/list', ports: { blog: port } })
    const list = await screen.findByRole('list', { name: 'Blog posts' })
    expect(within(list).getAllByRole('article')).toHaveLength(3)
    // A title saved on this page shows in the list.
    expect(within(list).getByRole('link', { name: 'Electric vans, renamed here' })).toBeInTheDocument()

    await user.type(screen.getByRole('searchbox', { name: 'Search posts' }), 'reefer{Enter}')
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(1))
    expect(within(list).getByRole('heading', { name: 'What a cold chain really costs' })).toBeInTheDocument()

    await user.clear(screen.getByRole('searchbox', { name: 'Search posts' }))
    await user.keyboard('{Enter}')
    await user.click(await screen.findByRole('button', { name: /Operations/ }))
    expect(location.history?.at(-1)).toBe('/pages/blog/list?category=Operations')
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Blog posts' })).getAllByRole('article')).toHaveLength(
        1,
      ),
    )
    expect(screen.getByRole('button', { name: /Operations/ })).toHaveAttribute('aria-pressed', 'true')
  }, 30_000)

  it('renders the post sanitised and adds a validated comment on the page', async () => {
    const user = userEvent.setup()
    const { container } = renderScreen(<BlogDetail params={{ id: '1' }} />, {
      path: '/pages/blog/detail/1',
      ports: { blog: port },
    })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Five habits of dispatchers' }),
    ).toBeInTheDocument()
    expect(screen.getByText('good').tagName).toBe('STRONG')
    expect(container.querySelector('script')).toBeNull()
    expect(container.querySelector('[onerror]')).toBeNull()

    const comments = screen.getByRole('list', { name: 'Comments on this post' })
    expect(within(comments).getAllByRole('listitem')).toHaveLength(1)
    // The comment form loads after the post (issue 31): it comes once its code has.
    await user.click(await screen.findByRole('button', { name: 'Post comment' }))
    expect(await screen.findAllByRole('alert')).not.toHaveLength(0)
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Tom Tester')
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'not-an-address')
    await user.type(screen.getByRole('textbox', { name: 'Comment' }), 'Useful checklist.')
    await user.click(screen.getByRole('button', { name: 'Post comment' }))
    expect(await screen.findByText('Enter a valid e-mail address, or leave it empty.')).toBeInTheDocument()
    await user.clear(screen.getByRole('textbox', { name: 'E-mail' }))
    await user.click(screen.getByRole('button', { name: 'Post comment' }))
    await waitFor(() => expect(within(comments).getAllByRole('listitem')).toHaveLength(2))
    expect(within(comments).getByText('Useful checklist.')).toBeInTheDocument()
    expect(screen.getByText('Comments: 2')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveValue('')
  }, 30_000)
})
