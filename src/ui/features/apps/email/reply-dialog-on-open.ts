import { shownOnDemand } from '../../../kit/shown-on-demand'

/** The reply dialog, its code (the form and schema libraries) loaded when it is first opened. */
export const EmailReplyDialogOnOpen = shownOnDemand(() =>
  import('./EmailReplyDialog').then(({ EmailReplyDialog }) => EmailReplyDialog),
)
