export * from './form-elements'
