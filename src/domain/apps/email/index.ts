export * from './email'
