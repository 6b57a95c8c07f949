export * from './blog'
