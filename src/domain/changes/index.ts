export {
  type ChangeKind,
  type RecordChange,
  WATCHED_COLLECTIONS,
  isWatchedCollection,
  collectionOf,
  isWatchedName,
  coalesceWrites,
} from './record-change'
export { changedFields, sameValue } from './changed-fields'
