/** A new request id (a UUID) for the `X-RequestId` of one user action. */
export const newRequestId = (): string => globalThis.crypto.randomUUID()
