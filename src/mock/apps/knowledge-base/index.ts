import { defineMockApp } from '../../mock-app'
import { createKbCategories, createKbContent } from './data'
import { knowledgeBaseRoutes } from './handlers'
import type { KnowledgeBaseState } from './handlers'

export const knowledgeBaseApp = defineMockApp<KnowledgeBaseState>({
  name: 'knowledge-base',
  createState: () => ({ categories: createKbCategories(), ...createKbContent() }),
  routes: knowledgeBaseRoutes,
})
