import { shownOnDemand } from '../../../kit/shown-on-demand'

/** The task panel, its code (the form, schema and date libraries) loaded when it is first opened. */
export const KanbanTaskPanelOnOpen = shownOnDemand(() =>
  import('./KanbanTaskPanel').then(({ KanbanTaskPanel }) => KanbanTaskPanel),
)

/** The title dialog (a new board, a renamed board, a new task), its code loaded when it is first opened. */
export const TitleDialogOnOpen = shownOnDemand(() =>
  import('./TitleDialog').then(({ TitleDialog }) => TitleDialog),
)
