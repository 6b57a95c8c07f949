export * from './api-keys'
