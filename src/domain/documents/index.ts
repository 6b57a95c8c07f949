export type { Document } from './document'
export { uploadProblem, type UploadRules } from './upload-check'
