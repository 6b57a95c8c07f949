export * from './shop'
export * from './cart'
