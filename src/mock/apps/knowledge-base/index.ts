import { defineMockApp } from '../../mock-app'
import { createKbCategories, createKbCategoryGroups, createKbQuestion } from './data'
import { knowledgeBaseRoutes } from './handlers'
import type { KnowledgeBaseState } from './handlers'

export const knowledgeBaseApp = defineMockApp<KnowledgeBaseState>({
  name: 'knowledge-base',
  createState: () => ({
    categories: createKbCategories(),
    groups: createKbCategoryGroups(),
    question: createKbQuestion(),
  }),
  routes: knowledgeBaseRoutes,
})
