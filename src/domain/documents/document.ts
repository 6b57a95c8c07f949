/** A stored file (payment documents, invoice type logos). `content` is binary; base64 on the wire. */
export interface Document {
  name: string
  displayName: string
  size: number
  location: string
  url: string
  contentType: string
  content: Uint8Array
}
