import { shownOnDemand } from '../../../kit/shown-on-demand'

/** The add and rename dialog of a permission, its code (the form and schema libraries) loaded when first opened. */
export const PermissionDialogOnOpen = shownOnDemand(() =>
  import('./PermissionDialog').then(({ PermissionDialog }) => PermissionDialog),
)
