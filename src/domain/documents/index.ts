export type { Document } from './document'
export { bytesToBase64, base64ToBytes } from './base64'
export { uploadProblem, type UploadProblem, type UploadRules } from './upload-check'
