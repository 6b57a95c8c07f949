export * from './payment-card'
