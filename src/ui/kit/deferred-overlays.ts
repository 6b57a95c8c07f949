// The kit's React Aria overlays that a list screen's first paint does not need (its toolbar's menus, its dialogs),
// in one chunk loaded when first needed or once the page is idle: `DeferredTools.tsx`, `ListView`'s key help,
// `useConfirmedAction`'s question.
export { ColumnChooser } from './list/ColumnChooser'
export { SavedViewsMenu } from './list/SavedViewsMenu'
export { ConfirmDialog, ModalDialog } from './primitives/Dialog'
