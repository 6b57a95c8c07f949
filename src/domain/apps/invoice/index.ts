export * from './invoice'
