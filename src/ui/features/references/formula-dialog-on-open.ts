import { shownOnDemand } from '../../kit/shown-on-demand'

/** A price rule's form dialog, its code (the form and schema libraries) loaded when it is first opened. */
export const FormulaDialogOnOpen = shownOnDemand(() =>
  import('./FormulaDialog').then(({ FormulaDialog }) => FormulaDialog),
)
