export * from './todo'
