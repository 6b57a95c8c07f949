import { describe, expect, it } from 'vitest'
import { fakeHttp, json } from './test-http'
import { createPagesAdapter } from './pages-adapter'

function harness(answer: (path: string, init?: RequestInit) => Response) {
  const { fetch, options } = fakeHttp(answer)
  return { fetch, pages: createPagesAdapter(options) }
}

describe('pages adapter', () => {
  it('sends the FAQ search trimmed and leaves an empty one out', async () => {
    const { fetch, pages } = harness(() => json({ payment: { title: 'Payment', qandA: [] } }))
    await expect(pages.searchFaq('  card ')).resolves.toHaveProperty('payment')
    await pages.searchFaq(' ')
    expect(fetch.mock.calls.map(([path]) => path)).toEqual(['/faq/data?q=card', '/faq/data'])
  })

  it('reads profile, pricing and the knowledge base with the category and question', async () => {
    const { fetch, pages } = harness((path) =>
      path.includes('knowledge_base') || path.includes('category') ? json([]) : json({}),
    )
    await pages.getProfile()
    await pages.getPricing()
    await expect(pages.listKbCategories()).resolves.toEqual([])
    await expect(pages.listKbGroups('billing')).resolves.toEqual([])
    await pages.getKbQuestion('billing', 'how-do-i-pay')
    expect(fetch.mock.calls.map(([path]) => path)).toEqual([
      '/profile/data',
      '/pricing/data',
      '/faq/data/knowledge_base',
      '/faq/data/category?category=billing',
      '/faq/data/question?category=billing&question=how-do-i-pay',
    ])
  })

  it('maps a failed call to a port error', async () => {
    const { pages } = harness(() => json({ message: 'down' }, 500))
    await expect(pages.getPricing()).rejects.toMatchObject({ code: 'internal' })
  })
})
