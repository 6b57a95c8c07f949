import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { toast } from 'sonner'
import { z } from 'zod'
import BookmarkIcon from 'lucide-react/icons/bookmark'
import { MAX_VIEW_NAME_LENGTH } from '../../../domain/lists'
import { Button } from '../../components/Button'
import { FormDialog } from '../form/FormDialog'
import { TextField } from '../form/fields'
import { requiredText } from '../form/schemas'
import { useFormController } from '../form/use-form-controller'
import { ModalDialog, DialogFooter } from '../primitives/Dialog'
import { ActionMenu } from '../primitives/Menu'
import { useSavedViews, type SavedViewsList } from './use-saved-views'

const schema = z.object({ name: requiredText().max(MAX_VIEW_NAME_LENGTH, 'kit.views.tooLong') })
type Values = z.infer<typeof schema>

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
export function SavedViewsMenu({ list }: { list: SavedViewsList }) {
  const { t } = useTranslation()
  const views = useSavedViews(list)
  const [saving, setSaving] = useState(false)
  const [managing, setManaging] = useState(false)
  const controller = useFormController<Values, string>({
    schema,
    defaults: { name: '' },
    save: async ({ name }) => {
      views.save(name)
      return name.trim()
    },
    onSaved: (name) => {
      setSaving(false)
      controller.form.reset({ name: '' })
      toast.success(t('kit.views.saved', { name }))
    },
  })
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
        label={views.current ? t('kit.views.menuWith', { name: views.current.name }) : t('kit.views.menu')}
        button={<BookmarkIcon aria-hidden="true" />}
        actions={[
          ...views.views.map((view) => ({
            id: `open:${view.name}`,
            label: t('kit.views.open', { name: view.name }),
            onAction: () => views.open(view),
          })),
          { id: 'save', label: t('kit.views.saveCurrent'), onAction: () => setSaving(true) },
          {
            id: 'manage',
            label: t('kit.views.manage'),
            disabled: views.views.length === 0,
            onAction: () => setManaging(true),
          },
        ]}
      />
      <FormDialog
        controller={controller}
        isOpen={saving}
        onOpenChange={setSaving}
        title={t('kit.views.saveTitle')}
        submitLabel={t('kit.views.save')}
        width="26rem"
      >
        <TextField<Values> name="name" label={t('kit.views.name')} hint={t('kit.views.nameHint')} required />
      </FormDialog>
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
