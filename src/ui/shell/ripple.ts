import { RIPPLE_DURATION_MS } from '../../domain/layout'

/**
 * The button ripple (template-apps §9): a press on any element marked `data-ripple` (every `Button`) grows a
 * circle from the press point that is removed after 500 ms. One document listener serves every button.
 */
export function installRipple(doc: Document = document): () => void {
  const onPointerDown = (event: PointerEvent) => {
    const target = (event.target as Element | null)?.closest?.('[data-ripple]') as HTMLElement | null
    if (!target || (target as HTMLButtonElement).disabled) return
    const rect = target.getBoundingClientRect()
    const size = Math.max(rect.width, rect.height)
    const circle = doc.createElement('span')
    circle.className = 'ripple'
    circle.setAttribute('aria-hidden', 'true')
    circle.style.width = circle.style.height = `${size}px`
    circle.style.left = `${event.clientX - rect.left - size / 2}px`
    circle.style.top = `${event.clientY - rect.top - size / 2}px`
    target.appendChild(circle)
    setTimeout(() => circle.remove(), RIPPLE_DURATION_MS)
  }
  doc.addEventListener('pointerdown', onPointerDown)
  return () => doc.removeEventListener('pointerdown', onPointerDown)
}
