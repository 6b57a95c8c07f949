import type { ConnectRouter } from '@connectrpc/connect'
import type { Formula } from '../../src/domain/formulas'
import {
  CreateFormulaRequestSchema,
  FormulaSchema,
  FormulaService,
  type Formula as FormulaMessage,
} from '../../src/gen/cargo/services/formulas_pb'
import { requireAdmin } from '../http/auth'
import type { ServiceDeps } from './context'
import { invalidArgument } from '../http/errors'
import { toProto } from './mapping/convert'
import { idCrud } from './reference-crud'
import { requiredText } from './validate'

/** Price rules: staff only (admin). */
export function registerFormulaService(router: ConnectRouter, deps: ServiceDeps): void {
  const { db } = deps
  const view = (f: Formula) => toProto(FormulaSchema, f)
  function build(input: FormulaMessage, id: number): Formula {
    const entityName = requiredText('formula.entity_name', input.entityName, 200)
    if (!/^[a-zA-Z]+(\/[A-Za-z0-9_-]+)*$/.test(entityName))
      throw invalidArgument('formula.entity_name', 'NOT_A_FORMULA_TARGET')
    for (const key of Object.keys(input.filters))
      if (!key.trim()) throw invalidArgument('formula.filters', 'EMPTY_KEY')
    return {
      name: `formulas/${id}`,
      id,
      entityName,
      filters: { ...input.filters },
      key: requiredText('formula.key', input.key, 100),
      value: requiredText('formula.value', input.value, 1000),
    }
  }
  const formulas = idCrud({
    deps,
    table: db.formulas,
    collection: 'formulas',
    field: 'formula',
    requireRead: requireAdmin,
    build,
  })
  router.service(FormulaService, {
    listFormulas(req, ctx) {
      requireAdmin(ctx)
      const entity = req.entityName?.trim()
      const rows = entity
        ? db.formulas.rowsBy('entity', entity).sort((a, b) => a.id - b.id)
        : db.formulas.all()
      return { formulas: rows.map(view) }
    },
    getFormula: (req, ctx) => ({ formula: view(formulas.get(ctx, req.name)) }),
    createFormula: (req, ctx) =>
      deps.idempotency.once(ctx, CreateFormulaRequestSchema, req, () => ({
        formula: view(formulas.create(ctx, req.formula)),
      })),
    updateFormula: (req, ctx) => ({ formula: view(formulas.update(ctx, req.name, req.formula)) }),
    deleteFormula: (req, ctx) => (formulas.remove(ctx, req.name), {}),
  })
}
