import { useEffect, useState } from 'react'
import styled from 'styled-components'
import { useTranslation } from 'react-i18next'
import ChevronLeftIcon from 'lucide-react/icons/chevron-left'
import ChevronRightIcon from 'lucide-react/icons/chevron-right'
import { Button } from '../../components/Button'
import { DialogFooter, ModalDialog } from '../primitives/Dialog'
import { Tabs } from '../primitives/Tabs'

/** How many thumbnails a group shows before "Show more": a record with 40 photos does not load 40 at once. */
export const THUMBNAILS_PER_STEP = 8

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(8.5rem, 1fr));
  gap: 0.75rem;
  margin: 0.75rem 0 0;
  padding: 0;
  list-style: none;
  button {
    display: block;
    width: 100%;
    padding: 0;
    border: 1px solid ${({ theme }) => theme.skin.border};
    border-radius: ${({ theme }) => theme.radius};
    overflow: hidden;
    background: ${({ theme }) => theme.skin.body};
    cursor: zoom-in;
  }
  img {
    display: block;
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
  }
`
const More = styled.div`
  margin-top: 0.75rem;
`
const Full = styled.figure`
  margin: 0;
  img {
    display: block;
    width: 100%;
    max-height: 70vh;
    object-fit: contain;
    background: ${({ theme }) => theme.skin.body};
    border-radius: ${({ theme }) => theme.radius};
  }
  figcaption {
    margin-top: 0.5rem;
    color: ${({ theme }) => theme.skin.muted};
    text-align: center;
  }
`
const Flip = styled.span`
  display: inline-flex;
  [dir='rtl'] & {
    transform: scaleX(-1);
  }
`

interface GroupProps {
  urls: readonly string[]
  groupLabel: string
  onOpen: (index: number) => void
}

/** One group's thumbnails, a step at a time, each lazy-loaded and opening the viewer. */
function ThumbnailGrid({ urls, groupLabel, onOpen }: GroupProps) {
  const { t } = useTranslation()
  const [shown, setShown] = useState(THUMBNAILS_PER_STEP)
  return (
    <>
      <Grid>
        {urls.slice(0, shown).map((url, index) => {
          const name = t('kit.gallery.photo', { group: groupLabel, index: index + 1, total: urls.length })
          return (
            <li key={url}>
              <button
                type="button"
                onClick={() => onOpen(index)}
                aria-label={t('kit.gallery.open', { name })}
              >
                <img src={url} alt={name} loading="lazy" decoding="async" width={160} height={120} />
              </button>
            </li>
          )
        })}
      </Grid>
      {shown < urls.length && (
        <More>
          <Button
            type="button"
            $variant="outline"
            $color="secondary"
            onClick={() => setShown((n) => n + THUMBNAILS_PER_STEP)}
          >
            {t('kit.gallery.more', { shown, total: urls.length })}
          </Button>
        </More>
      )}
    </>
  )
}

export interface PhotoGalleryProps {
  /** Photos by group (`auction`, `terminal`, ...), as records keep them (photosMap). */
  photos: Readonly<Record<string, readonly string[]>>
  /** The gallery's accessible name. */
  label: string
  /** The label of a group key. */
  groupLabel?: (group: string) => string
  /** Shown when there are no photos. */
  empty: string
}

/**
 * Photos by group: one group's thumbnails at a time (tabs when there are several), lazy-loaded and shown a
 * step at a time; a thumbnail opens the full-size picture in a modal viewer with previous and next (buttons
 * and the arrow keys). Only the thumbnails on screen and the one opened picture are requested.
 */
export function PhotoGallery({ photos, label, groupLabel = (group) => group, empty }: PhotoGalleryProps) {
  const { t } = useTranslation()
  const groups = Object.entries(photos).filter(([, urls]) => urls.length > 0)
  const [open, setOpen] = useState<{ group: string; index: number } | null>(null)

  const grid = (group: string, urls: readonly string[]) => (
    <ThumbnailGrid urls={urls} groupLabel={groupLabel(group)} onOpen={(index) => setOpen({ group, index })} />
  )
  const openUrls = open ? (photos[open.group] ?? []) : []
  const step = (delta: number) =>
    setOpen((current) =>
      current ? { ...current, index: (current.index + delta + openUrls.length) % openUrls.length } : current,
    )
  const total = openUrls.length
  useEffect(() => {
    if (!open || total < 2) return
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      const rtl = document.documentElement.dir === 'rtl'
      const delta = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
      if (delta === 0) return
      event.preventDefault()
      const forward = rtl ? -delta : delta
      setOpen((current) =>
        current ? { ...current, index: (current.index + forward + total) % total } : current,
      )
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [open, total])
  const caption = open
    ? t('kit.gallery.photo', { group: groupLabel(open.group), index: open.index + 1, total: openUrls.length })
    : ''

  if (groups.length === 0) return <p>{empty}</p>
  return (
    <div role="group" aria-label={label}>
      {groups.length === 1 ? (
        grid(groups[0]![0], groups[0]![1])
      ) : (
        <Tabs
          label={label}
          tabs={groups.map(([group, urls]) => ({
            id: group,
            label: `${groupLabel(group)} (${urls.length})`,
            content: () => grid(group, urls),
          }))}
        />
      )}
      <ModalDialog
        isOpen={open !== null}
        onOpenChange={(isOpen) => !isOpen && setOpen(null)}
        title={caption}
        width="56rem"
      >
        {open && (
          <div>
            <Full>
              <img src={openUrls[open.index]} alt={caption} />
              <figcaption aria-live="polite">
                {t('kit.gallery.position', { index: open.index + 1, total: openUrls.length })}
              </figcaption>
            </Full>
            <DialogFooter>
              <Button
                type="button"
                $variant="outline"
                $color="secondary"
                onClick={() => step(-1)}
                disabled={openUrls.length < 2}
              >
                <Flip aria-hidden="true">
                  <ChevronLeftIcon size={16} />
                </Flip>
                {t('kit.gallery.previous')}
              </Button>
              <Button
                type="button"
                $variant="outline"
                $color="secondary"
                onClick={() => step(1)}
                disabled={openUrls.length < 2}
              >
                {t('kit.gallery.next')}
                <Flip aria-hidden="true">
                  <ChevronRightIcon size={16} />
                </Flip>
              </Button>
              <Button type="button" onClick={() => setOpen(null)}>
                {t('kit.close')}
              </Button>
            </DialogFooter>
          </div>
        )}
      </ModalDialog>
    </div>
  )
}
