export { type Formula, formulaMatches } from './formula'
