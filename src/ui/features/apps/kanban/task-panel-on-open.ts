import { shownOnDemand } from '../../../kit/shown-on-demand'

/** The task panel, its code (the form, schema and date libraries) loaded when it is first opened. */
export const KanbanTaskPanelOnOpen = shownOnDemand(() =>
  import('./KanbanTaskPanel').then(({ KanbanTaskPanel }) => KanbanTaskPanel),
)
