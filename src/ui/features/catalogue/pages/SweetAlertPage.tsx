import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { toast } from 'sonner'
import { Button } from '../../../components/Button'
import { useConfirmedAction } from '../../../kit/actions/use-confirmed-action'
import { ConfirmDialog, DialogFooter, ModalDialog } from '../../../kit/primitives/Dialog'
import { CataloguePage, CatalogueSection, useProps } from '../catalogue-parts'

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
`
const Notes = styled.ul`
  list-style: none;
  margin: 1rem 0 0;
  padding: 0;
  li {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: 0.75rem;
    padding: 0.4rem 0;
    border-bottom: 1px solid ${({ theme }) => theme.skin.border};
  }
`

const CONFIRM_CODE = `
<ConfirmDialog
  isOpen={asking}
  title={t('sendTitle')}
  message={t('sendText', { number: invoice.number })}
  confirmLabel={t('send')}
  tone="primary"
  onConfirm={send}
  onCancel={() => setAsking(false)}
/>
`
const MODAL_CODE = `
<ModalDialog isOpen={open} onOpenChange={setOpen} title={t('terms')}>
  <p>{t('termsText')}</p>
  <DialogFooter><Button onClick={() => setOpen(false)}>{t('close')}</Button></DialogFooter>
</ModalDialog>
`
const UNDO_CODE = `
const confirmed = useConfirmedAction()
confirmed.request({
  title: t('deleteTitle'),
  message: note.title,
  confirmLabel: t('delete'),
  doneMessage: t('deleted', { name: note.title }),
  perform: () => port.deleteNote(note.name), // sent after the Undo time
  onDone: reload,
})
return <>{…}{confirmed.dialog}</>
`
const TOAST_CODE = `
import { toast } from 'sonner'
toast.success(t('saved', { name }))
toast.error(t(\`common:errors.\${error.code}\`))
`

type Answer = 'confirmed' | 'cancelled' | null

/** A question with its answer written below, so the example shows what the person chose. */
function ConfirmExample({ tone }: { tone: 'primary' | 'danger' }) {
  const { t } = useTranslation('catalogue')
  const [asking, setAsking] = useState(false)
  const [answer, setAnswer] = useState<Answer>(null)
  const answered = (value: Answer) => {
    setAsking(false)
    setAnswer(value)
  }
  return (
    <div>
      <Button type="button" $color={tone} $variant="outline" onClick={() => setAsking(true)}>
        {t(`sweetAlert.confirm.${tone}Open`)}
      </Button>
      <p role="status">{answer && t(`sweetAlert.confirm.${answer}`)}</p>
      <ConfirmDialog
        isOpen={asking}
        title={t(`sweetAlert.confirm.${tone}Title`)}
        message={t(`sweetAlert.confirm.${tone}Text`)}
        confirmLabel={t(`sweetAlert.confirm.${tone}Label`)}
        tone={tone}
        onConfirm={() => answered('confirmed')}
        onCancel={() => answered('cancelled')}
      />
    </div>
  )
}

/** Notes of this page, removed for real after the Undo time (they live only in this page). */
function UndoExample() {
  const { t } = useTranslation('catalogue')
  const confirmed = useConfirmedAction()
  const [notes, setNotes] = useState(() => [1, 2, 3].map((n) => t('sweetAlert.undo.note', { n })))
  return (
    <>
      <Notes aria-label={t('sweetAlert.undo.list')}>
        {notes.map((note) => (
          <li key={note}>
            <span>{note}</span>
            <Button
              type="button"
              $variant="flat"
              $color="danger"
              onClick={() =>
                confirmed.request({
                  title: t('sweetAlert.undo.confirmTitle'),
                  message: note,
                  confirmLabel: t('sweetAlert.undo.delete'),
                  doneMessage: t('sweetAlert.undo.deleted', { name: note }),
                  perform: async () => setNotes((list) => list.filter((item) => item !== note)),
                })
              }
            >
              {t('sweetAlert.undo.deleteNamed', { name: note })}
            </Button>
          </li>
        ))}
      </Notes>
      {notes.length === 0 && <p>{t('sweetAlert.undo.empty')}</p>}
      {confirmed.dialog}
    </>
  )
}

/** /extensions/sweet-alert: the kit's dialogs, confirmations, undoable actions and toasts. */
export default function SweetAlertPage() {
  const { t } = useTranslation('catalogue')
  const [open, setOpen] = useState(false)
  const confirmProps = useProps('sweetAlert.confirm.props', [
    ['isOpen', 'boolean'],
    ['title', 'string'],
    ['message', 'ReactNode'],
    ['confirmLabel', 'string'],
    ['tone', "'primary' | 'danger'"],
    ['onConfirm / onCancel', '() => void'],
  ])
  const modalProps = useProps('sweetAlert.modal.props', [
    ['isOpen / onOpenChange', 'boolean, (open) => void'],
    ['title', 'string'],
    ['role', "'dialog' | 'alertdialog'"],
    ['width', 'string'],
    ['isDismissable', 'boolean'],
  ])
  const undoProps = useProps('sweetAlert.undo.props', [
    ['doneMessage', 'string'],
    ['perform', '() => Promise<unknown>'],
    ['onDone', '() => void'],
  ])
  return (
    <CataloguePage title={t('sweetAlert.title')} intro={t('sweetAlert.intro')}>
      <CatalogueSection
        id="confirm"
        title={t('sweetAlert.confirm.title')}
        description={t('sweetAlert.confirm.description')}
        props={confirmProps}
        code={CONFIRM_CODE}
      >
        <Row>
          <ConfirmExample tone="primary" />
          <ConfirmExample tone="danger" />
        </Row>
      </CatalogueSection>
      <CatalogueSection
        id="modal"
        title={t('sweetAlert.modal.title')}
        description={t('sweetAlert.modal.description')}
        props={modalProps}
        code={MODAL_CODE}
      >
        <Button type="button" $variant="outline" onClick={() => setOpen(true)}>
          {t('sweetAlert.modal.open')}
        </Button>
        <ModalDialog isOpen={open} onOpenChange={setOpen} title={t('sweetAlert.modal.dialogTitle')}>
          <p>{t('sweetAlert.modal.text')}</p>
          <DialogFooter>
            <Button type="button" onClick={() => setOpen(false)}>
              {t('sweetAlert.modal.close')}
            </Button>
          </DialogFooter>
        </ModalDialog>
      </CatalogueSection>
      <CatalogueSection
        id="undo"
        title={t('sweetAlert.undo.title')}
        description={t('sweetAlert.undo.description')}
        props={undoProps}
        code={UNDO_CODE}
      >
        <UndoExample />
      </CatalogueSection>
      <CatalogueSection
        id="toasts"
        title={t('sweetAlert.toasts.title')}
        description={t('sweetAlert.toasts.description')}
        code={TOAST_CODE}
      >
        <Row>
          <Button
            type="button"
            $color="success"
            $variant="outline"
            onClick={() => toast.success(t('sweetAlert.toasts.successText'))}
          >
            {t('sweetAlert.toasts.success')}
          </Button>
          <Button
            type="button"
            $color="info"
            $variant="outline"
            onClick={() => toast.info(t('sweetAlert.toasts.infoText'))}
          >
            {t('sweetAlert.toasts.info')}
          </Button>
          <Button
            type="button"
            $color="danger"
            $variant="outline"
            onClick={() => toast.error(t('sweetAlert.toasts.errorText'))}
          >
            {t('sweetAlert.toasts.error')}
          </Button>
        </Row>
      </CatalogueSection>
    </CataloguePage>
  )
}
