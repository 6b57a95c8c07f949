/** Whether a peer address is this machine's: 127.0.0.0/8, ::1, or IPv4 loopback mapped into IPv6. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false
  if (address === '::1' || address === '0:0:0:0:0:0:0:1') return true
  const v4 = address.toLowerCase().startsWith('::ffff:') ? address.slice(7) : address
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4)
}
