import { describe, expect, it } from 'vitest'
import { matchRoute } from '../../../domain/access'
import { createSearchPages } from './pages'

/** The template's UI demo pages among the global search's pages (template-apps.md §2). */
const UI_DEMO = /^\/(ui-element|cards|components|extensions|page-layout|forms|tables|charts)\//

describe("the global search's UI demo pages", () => {
  it('are the twenty the issue names, and each is a route of the route table (not the error page)', () => {
    const links = [...new Set(createSearchPages().map((page) => page.link))].filter((link) =>
      UI_DEMO.test(link),
    )
    // /cards/statistics and /cards/analytics are the dashboards' card pages, not the catalogue's.
    const catalogue = links.filter((link) => !/^\/cards\/(statistics|analytics)$/.test(link))
    expect(catalogue).toHaveLength(20)
    for (const link of links) {
      const match = matchRoute(link)
      expect(match?.route.path, link).toBe(link)
      expect(match?.route.resource, link).toBe('apps')
    }
  })
})
