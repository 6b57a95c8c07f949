import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { toast } from 'sonner'
import BookmarkIcon from 'lucide-react/icons/bookmark'
import { Button } from '../../components/Button'
import { ModalDialog, DialogFooter } from '../primitives/Dialog'
import { ActionMenu } from '../primitives/Menu'
import { savedViewsMenuLabel, useSavedViews, type SavedViewsList } from './use-saved-views'
import type { TakeOver } from '../on-demand'

const SaveViewDialog = lazy(() => import('./SaveViewDialog'))

const ViewList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem;
    padding: 0.5rem 0;
    border-bottom: 1px solid ${({ theme }) => theme.skin.border};
  }
  li > span {
    flex: 1 1 10rem;
    font-weight: 500;
  }
`

/**
 * The saved views of a page's list: a menu that opens a saved view (filters, sort, search and columns), saves
 * the list as it is under a name, and manages the views (copy a view's link to share it, delete it).
 */
export function SavedViewsMenu({ list, takeOver }: { list: SavedViewsList; takeOver?: TakeOver }) {
  const { t } = useTranslation()
  const views = useSavedViews(list)
  const [saving, setSaving] = useState(false)
  // The dialog's code is fetched when it first opens, and the dialog stays mounted after (its closing keeps
  // the form's reset and the focus return of an ordinary dialog).
  const [saveOpened, setSaveOpened] = useState(false)
  const [managing, setManaging] = useState(false)
  const copy = async (link: string, name: string) => {
    try {
      await navigator.clipboard.writeText(link)
      toast.success(t('kit.views.copied', { name }))
    } catch {
      toast.error(t('kit.views.copyFailed', { link }))
    }
  }
  return (
    <>
      <ActionMenu
        label={savedViewsMenuLabel(t, views.current)}
        button={<BookmarkIcon aria-hidden="true" />}
        takeOver={takeOver}
        actions={[
          ...views.views.map((view) => ({
            id: `open:${view.name}`,
            label: t('kit.views.open', { name: view.name }),
            onAction: () => views.open(view),
          })),
          {
            id: 'save',
            label: t('kit.views.saveCurrent'),
            onAction: () => {
              setSaveOpened(true)
              setSaving(true)
            },
          },
          {
            id: 'manage',
            label: t('kit.views.manage'),
            disabled: views.views.length === 0,
            onAction: () => setManaging(true),
          },
        ]}
      />
      {saveOpened && (
        <Suspense fallback={null}>
          <SaveViewDialog isOpen={saving} onOpenChange={setSaving} save={views.save} />
        </Suspense>
      )}
      <ModalDialog isOpen={managing} onOpenChange={setManaging} title={t('kit.views.manageTitle')}>
        <ViewList aria-label={t('kit.views.manageTitle')}>
          {views.views.map((view) => (
            <li key={view.name}>
              <span>{view.name}</span>
              <Button type="button" $variant="flat" onClick={() => void copy(views.link(view), view.name)}>
                {t('kit.views.copyLink', { name: view.name })}
              </Button>
              <Button
                type="button"
                $variant="outline"
                $color="danger"
                onClick={() => views.remove(view.name)}
              >
                {t('kit.views.delete', { name: view.name })}
              </Button>
            </li>
          ))}
        </ViewList>
        {views.views.length === 0 && <p>{t('kit.views.none')}</p>}
        <DialogFooter>
          <Button type="button" $variant="outline" $color="secondary" onClick={() => setManaging(false)}>
            {t('kit.close')}
          </Button>
        </DialogFooter>
      </ModalDialog>
    </>
  )
}
