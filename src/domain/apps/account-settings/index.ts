export * from './account-settings'
