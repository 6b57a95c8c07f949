/**
 * Session events raised by the call pipeline. When a token refresh fails the session is cleared and
 * `signedOut` listeners run; the UI subscribes to send the user to /login (with no listener the
 * composition root falls back to a full navigation to /login).
 */
export interface SessionEventsPort {
  /** Subscribes; returns the unsubscribe function. */
  onSignedOut(listener: () => void): () => void
}
