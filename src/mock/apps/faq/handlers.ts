import type { Server } from 'miragejs'
import { queryString } from '../../http'
import type { FaqCategory, FaqCategoryKey } from './data'

export interface FaqState {
  categories: Record<FaqCategoryKey, FaqCategory>
}

/** GET /faq/data?q=: each category keeps only questions containing q; categories left empty are dropped. */
export function faqRoutes(server: Server, state: FaqState): void {
  server.get('/faq/data', (_schema, request) => {
    const q = (queryString(request, 'q') ?? '').toLowerCase()
    const filtered: Partial<Record<FaqCategoryKey, FaqCategory>> = {}
    for (const [key, category] of Object.entries(state.categories) as [FaqCategoryKey, FaqCategory][]) {
      const qandA = category.qandA.filter((item) => item.question.toLowerCase().includes(q))
      if (qandA.length > 0) filtered[key] = { ...category, qandA }
    }
    return filtered
  })
}
