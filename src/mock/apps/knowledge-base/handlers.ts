import type { Server } from 'miragejs'
import type { KbCategory, KbCategoryGroup, KbQuestion } from './data'

export interface KnowledgeBaseState {
  categories: KbCategory[]
  groups: KbCategoryGroup[]
  question: KbQuestion
}

export function knowledgeBaseRoutes(server: Server, state: KnowledgeBaseState): void {
  server.get('/faq/data/knowledge_base', () => state.categories)
  server.get('/faq/data/category', () => state.groups)
  server.get('/faq/data/question', () => state.question)
}
