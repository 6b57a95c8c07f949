import { shownOnDemand } from '../../../kit/shown-on-demand'

/** The role dialog, its code (the form and schema libraries) loaded when it is first opened. */
export const RoleDialogOnOpen = shownOnDemand(() =>
  import('./RoleDialog').then(({ RoleDialog }) => RoleDialog),
)
