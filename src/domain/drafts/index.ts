export {
  DRAFT_WRITE_DELAY_MS,
  type FormDraft,
  formSignature,
  draftKey,
  toStoredDraft,
  parseStoredDraft,
  withoutFields,
  sameValues,
} from './draft'
