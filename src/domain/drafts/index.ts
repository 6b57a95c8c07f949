export {
  DRAFT_WRITE_DELAY_MS,
  type FormDraft,
  type StoredDraft,
  formSignature,
  draftKey,
  toStoredDraft,
  parseStoredDraft,
  withoutFields,
  sameValues,
} from './draft'
