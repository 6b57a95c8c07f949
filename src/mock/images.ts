/** Pictures the in-browser mock draws itself, as SVG data URIs (no network, no Mirage: Node can import it). */

const AVATAR_COLOURS = ['#7367f0', '#28c76f', '#ea5455', '#ff9f43', '#00cfe8', '#82868b', '#4b4b4b']

/** Initials of a name: the first letters of its first two words, uppercased. */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('')
}

const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** A round avatar with the name's initials, as an SVG data URI (no network needed). */
export function initialsAvatar(name: string, colour?: string): string {
  const fill =
    colour ?? AVATAR_COLOURS[[...name].reduce((s, c) => s + c.charCodeAt(0), 0) % AVATAR_COLOURS.length]
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
    `<circle cx="32" cy="32" r="32" fill="${fill ?? '#7367f0'}"/>` +
    `<text x="32" y="41" font-family="sans-serif" font-size="24" fill="#fff" text-anchor="middle">${escapeXml(initials(name))}</text>` +
    `</svg>`
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`
}

/** A plain coloured picture with a caption, as an SVG data URI, for covers, photos and thumbnails. */
export function placeholderImage(caption: string, width = 320, height = 200, colour = '#7367f0'): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="100%" height="100%" fill="${colour}"/>` +
    `<text x="50%" y="50%" font-family="sans-serif" font-size="16" fill="#fff" text-anchor="middle">${escapeXml(caption)}</text>` +
    `</svg>`
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`
}
