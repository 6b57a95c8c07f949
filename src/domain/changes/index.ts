export {
  type ChangeKind,
  type RecordChange,
  type RecordWriteStep,
  type WatchedCollection,
  WATCHED_COLLECTIONS,
  isWatchedCollection,
  collectionOf,
  isWatchedName,
  coalesceWrites,
} from './record-change'
export { changedFields, sameValue } from './changed-fields'
