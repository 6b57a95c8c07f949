import { shownOnDemand } from '../../kit/shown-on-demand'

/** The customer form dialog, its code (the form, schema and date libraries) loaded when it is first opened. */
export const CustomerFormDialogOnOpen = shownOnDemand(() =>
  import('./CustomerFormDialog').then(({ CustomerFormDialog }) => CustomerFormDialog),
)
