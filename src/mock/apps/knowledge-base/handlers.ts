import type { Server } from 'miragejs'
import { notFound, queryOne } from '../support'
import type { KbCategory, KbContent } from './data'

export interface KnowledgeBaseState extends KbContent {
  categories: KbCategory[]
}

/**
 * `/faq/data/knowledge_base` (the categories), `/faq/data/category?category=` (that category's question groups)
 * and `/faq/data/question?category=&question=` (that question's answer); an unknown category or question is 404.
 */
/** An own entry of a record (never an inherited one such as `constructor`). */
const own = <T>(record: Record<string, T>, key: string): T | undefined =>
  Object.hasOwn(record, key) ? record[key] : undefined

export function knowledgeBaseRoutes(server: Server, state: KnowledgeBaseState): void {
  server.get('/faq/data/knowledge_base', () => state.categories)
  server.get('/faq/data/category', (_schema, request) => {
    return own(state.groups, queryOne(request, 'category') ?? '') ?? notFound('Unknown category')
  })
  server.get('/faq/data/question', (_schema, request) => {
    const key = `${queryOne(request, 'category') ?? ''}/${queryOne(request, 'question') ?? ''}`
    return own(state.articles, key) ?? notFound('Unknown question')
  })
}
