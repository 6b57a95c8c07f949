export {
  type ChangeKind,
  type RecordChange,
  type RecordWriteStep,
  WATCHED_COLLECTIONS,
  isWatchedCollection,
  collectionOf,
  isWatchedName,
  coalesceWrites,
} from './record-change'
export { changedFields, sameValue } from './changed-fields'
