import type { Formula } from '../domain/formulas'
import type { CreateOptions } from './request-options'

/** Formulas (price rules). `name` and `id` of a created or updated formula are ignored. */
export interface FormulasPort {
  /** Formulas of one entity kind, or all when `entityName` is absent. */
  listFormulas(entityName?: string): Promise<Formula[]>
  getFormula(name: string): Promise<Formula>
  createFormula(formula: Formula, options?: CreateOptions): Promise<Formula>
  updateFormula(name: string, formula: Formula): Promise<Formula>
  deleteFormula(name: string): Promise<void>
}
