export * from './profile'
export * from './faq'
export * from './knowledge-base'
export * from './pricing'
