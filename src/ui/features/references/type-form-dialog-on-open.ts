import { shownOnDemand } from '../../kit/shown-on-demand'

/** A reference type's form dialog, its code (the form and schema libraries) loaded when it is first opened. */
export const ReferenceTypeFormDialogOnOpen = shownOnDemand(() =>
  import('./ReferenceTypeFormDialog').then(({ ReferenceTypeFormDialog }) => ReferenceTypeFormDialog),
)
