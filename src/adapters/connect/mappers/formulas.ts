import { create } from '@bufbuild/protobuf'
import { FormulaSchema, type Formula as ProtoFormula } from '../../../gen/cargo/services/formulas_pb'
import type { Formula } from '../../../domain/formulas'
import { idFromProto, idToProto, recordFromProto } from '../codecs'

/** Formula family. */
export function formulaFromProto(formula: ProtoFormula): Formula {
  return {
    name: formula.name,
    id: idFromProto(formula.id),
    entityName: formula.entityName,
    filters: recordFromProto(formula.filters),
    key: formula.key,
    value: formula.value,
  }
}

export const formulaToProto = (formula: Formula): ProtoFormula =>
  create(FormulaSchema, {
    name: formula.name,
    id: idToProto(formula.id),
    entityName: formula.entityName,
    filters: { ...formula.filters },
    key: formula.key,
    value: formula.value,
  })
