/** Bytes to standard base64 text (how document content is sent). */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = ''
  const chunk = 0x8000
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk))
  }
  return btoa(binary)
}

/**
 * Base64 text (standard or URL-safe, padded or not, whitespace ignored) to bytes; null when it is not
 * base64. A `data:...;base64,` prefix (as a file reader gives) is accepted.
 */
export function base64ToBytes(text: string): Uint8Array | null {
  const body = text
    .replace(/^data:[^,]*;base64,/, '')
    .replace(/\s+/g, '')
    .replace(/-/g, '+')
    .replace(/_/g, '/')
  const unpadded = body.replace(/=+$/, '')
  if (!/^[A-Za-z0-9+/]*$/.test(unpadded) || unpadded.length % 4 === 1) return null
  const binary = atob(unpadded.padEnd(Math.ceil(unpadded.length / 4) * 4, '='))
  return Uint8Array.from(binary, (char) => char.charCodeAt(0))
}
