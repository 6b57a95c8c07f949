import type {
  FaqData,
  KbCategory,
  KbCategoryGroup,
  KbQuestion,
  PricingData,
  ProfileData,
} from '../../domain/apps/pages'
import type { PagesPort } from '../../ports/pages-port'
import { pipelineFetch, type PipelineFetchOptions } from './pipeline-fetch'

const list = <T>(answer: unknown): T[] => (Array.isArray(answer) ? (answer as T[]) : [])
const query = (params: Record<string, string>) => {
  const search = new URLSearchParams(Object.entries(params).filter(([, value]) => value.trim() !== ''))
  const text = search.toString()
  return text ? `?${text}` : ''
}

/**
 * PagesPort over the in-browser mock: `/profile/data`, `/faq/data`, `/faq/data/knowledge_base`,
 * `/faq/data/category`, `/faq/data/question`, `/pricing/data` (template-apps §7). The category and question
 * are sent for a server that reads them; the mock answers the same groups and article for any.
 */
export function createPagesAdapter(options: PipelineFetchOptions): PagesPort {
  const request = pipelineFetch(options)
  return {
    getProfile: () => request<ProfileData>('GET', '/profile/data'),
    searchFaq: async (q) =>
      (await request<FaqData | undefined>('GET', `/faq/data${query({ q: q.trim() })}`)) ?? {},
    listKbCategories: async () => list<KbCategory>(await request<unknown>('GET', '/faq/data/knowledge_base')),
    listKbGroups: async (category) =>
      list<KbCategoryGroup>(await request<unknown>('GET', `/faq/data/category${query({ category })}`)),
    getKbQuestion: (category, question) =>
      request<KbQuestion>('GET', `/faq/data/question${query({ category, question })}`),
    getPricing: () => request<PricingData>('GET', '/pricing/data'),
  }
}
