import type { FastifyInstance } from 'fastify'
import type { Db } from './db'

function escapeXml(text: string): string {
  return text.replace(
    /[<>&"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c] as string,
  )
}

/** A small placeholder picture, the same for the same path. */
export function placeholderSvg(label: string): string {
  let hash = 0
  for (const char of label) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  const hue = hash % 360
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480" viewBox="0 0 640 480"><rect width="640" height="480" fill="hsl(${hue},35%,78%)"/><path d="M150 300 l60-70 h220 l60 70 v50 h-340z" fill="hsl(${hue},30%,40%)"/><circle cx="220" cy="355" r="30" fill="#333"/><circle cx="420" cy="355" r="30" fill="#333"/><text x="320" y="440" font-family="sans-serif" font-size="22" text-anchor="middle" fill="#222">${escapeXml(label)}</text></svg>`
}

/** A one-page PDF with one line of text. */
export function minimalPdf(text: string): Buffer {
  const safe = text.replace(/[()\\]/g, '')
  const stream = `BT /F1 18 Tf 72 720 Td (${safe}) Tj ET`
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, index) => {
    offsets.push(body.length)
    body += `${index + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = body.length
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}

/**
 * Plain-HTTP routes for files: stored documents at their `url` (`/documents/<id>/<file name>`, served with
 * their content type) and the vehicles' placeholder photos and papers (`/files/vehicles/<id>/<file>`).
 */
export function registerFileRoutes(app: FastifyInstance, db: Db): void {
  app.get<{ Params: { id: string; file: string } }>('/documents/:id/:file', async (request, reply) => {
    const document = db.documents.get(`documents/${request.params.id}`)
    if (!document) return reply.code(404).type('text/plain').send('document not found')
    return reply
      .type(document.contentType || 'application/octet-stream')
      .header('content-disposition', `inline; filename="${document.displayName.replace(/"/g, '')}"`)
      .header('cache-control', 'no-cache')
      .send(Buffer.from(document.content))
  })
  app.get<{ Params: { id: string; file: string } }>('/files/vehicles/:id/:file', async (request, reply) => {
    const vehicle = db.vehicles.get(`vehicles/${request.params.id}`)
    if (!vehicle) return reply.code(404).type('text/plain').send('vehicle not found')
    const label = `${vehicle.details?.description ?? vehicle.name} - ${request.params.file}`
    if (request.params.file.endsWith('.svg')) return reply.type('image/svg+xml').send(placeholderSvg(label))
    if (request.params.file.endsWith('.pdf')) return reply.type('application/pdf').send(minimalPdf(label))
    return reply.code(404).type('text/plain').send('file not found')
  })
}
