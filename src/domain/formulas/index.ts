export { filtersText, type Formula } from './formula'
