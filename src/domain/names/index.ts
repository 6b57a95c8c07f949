export { idOf, nameOf } from './resource-name.ts'
