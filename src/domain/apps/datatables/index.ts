export * from './staff'
