import { shownOnDemand } from '../../../kit/shown-on-demand'

/** The user form panel, its code (the form and schema libraries) loaded when it is first opened. */
export const UserFormPanelOnOpen = shownOnDemand(() =>
  import('./UserFormPanel').then(({ UserFormPanel }) => UserFormPanel),
)
