// The content pages in one chunk, one download for all of them (their screens: screens.ts).
export { default as ProfilePage } from './ProfilePage'
export { default as FaqPage } from './FaqPage'
export { default as KnowledgeBase } from './KnowledgeBase'
export { default as KnowledgeBaseCategory } from './KnowledgeBaseCategory'
export { default as KnowledgeBaseQuestion } from './KnowledgeBaseQuestion'
export { default as PricingPage } from './PricingPage'
