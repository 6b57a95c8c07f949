import { shownOnDemand } from '../../../kit/shown-on-demand'

/** The compose dialog, its code (the form and schema libraries) loaded when it is first opened. */
export const EmailComposeDialogOnOpen = shownOnDemand(() =>
  import('./EmailComposeDialog').then(({ EmailComposeDialog }) => EmailComposeDialog),
)
