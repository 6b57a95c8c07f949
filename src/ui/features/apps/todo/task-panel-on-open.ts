import { shownOnDemand } from '../../../kit/shown-on-demand'

/** The task panel, its code (the form, schema, date and rich-text libraries) loaded when it is first opened. */
export const TodoTaskPanelOnOpen = shownOnDemand(() =>
  import('./TodoTaskPanel').then(({ TodoTaskPanel }) => TodoTaskPanel),
)
