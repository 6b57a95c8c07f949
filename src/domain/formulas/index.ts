export { type Formula } from './formula'
