/**
 * The browser's own fetch, captured before the in-browser mock (Mirage/pretender) replaces `window.fetch`.
 * gRPC-web needs a response body stream, which pretender's fetch does not give (stack-notes), so the
 * Connect transport uses this one. main.tsx imports this module first.
 */
export const nativeFetch: typeof fetch = globalThis.fetch.bind(globalThis)
