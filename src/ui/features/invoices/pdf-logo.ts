/** A logo the PDF can embed: any image the browser draws (PNG, JPEG, SVG), redrawn as PNG, with its size. */
export async function loadLogo(url: string): Promise<{ data: string; width: number; height: number } | null> {
  try {
    const response = await fetch(url)
    if (!response.ok) return null
    // An SVG is read as text and typed again: the in-browser mock's passthrough loses the blob's type.
    const type = response.headers.get('content-type') ?? ''
    const svg = type.includes('svg') || /\.svg(\?|$)/i.test(url)
    const blob = svg ? new Blob([await response.text()], { type: 'image/svg+xml' }) : await response.blob()
    const source = URL.createObjectURL(blob)
    try {
      const image = await new Promise<HTMLImageElement>((resolve, reject) => {
        const element = new Image()
        element.onload = () => resolve(element)
        element.onerror = reject
        element.src = source
      })
      const scale = 4
      const width = image.naturalWidth || 200
      const height = image.naturalHeight || 60
      const canvas = document.createElement('canvas')
      canvas.width = width * scale
      canvas.height = height * scale
      const context = canvas.getContext('2d')
      if (!context) return null
      context.drawImage(image, 0, 0, canvas.width, canvas.height)
      return { data: canvas.toDataURL('image/png'), width, height }
    } finally {
      URL.revokeObjectURL(source)
    }
  } catch {
    return null
  }
}
