export {
  type Versioned,
  type RecordConflict,
  FIRST_ETAG,
  etagOf,
  isWellFormedEtag,
  nextEtag,
  etagCheck,
} from './etag'
