/** One RPC in the mock API's request journal (`GET /__admin/requests`): what the server keeps and the panel shows. */
export interface RecordedCall {
  /** The RPC path without its leading slash: `cargo.services.OrderService/ListOrders`. */
  method: string
  /** `ok` or the Connect error code the caller got (`invalid_argument`, `unauthenticated`, ...). */
  code: string
  /** The HTTP status of the answer (200 for every gRPC and gRPC-web answer, errors included). */
  status: number
  /** From the request's arrival to the last byte of the answer, in ms. */
  durationMs: number
  /** The X-RequestId header, or "". */
  requestId: string
  /** The username of the verified token, or "" (no token, or one that was refused). */
  user: string
  /** When the answer was complete (ISO 8601); the journal is in this order. */
  at: string
}
