export * from './cards'
