export * from './users'
export * from './password'
export * from './roles'
export * from './settings'
