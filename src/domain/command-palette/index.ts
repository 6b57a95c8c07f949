export * from './palette'
