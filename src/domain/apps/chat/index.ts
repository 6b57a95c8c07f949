export * from './chat'
