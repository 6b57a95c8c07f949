export * from './shop'
export * from './cart'
export * from './answers'
