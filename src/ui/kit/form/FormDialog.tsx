import type { ReactNode } from 'react'
import { FormProvider, type FieldValues } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Button } from '../../components/Button'
import { PageSpinner } from '../../components/PageSpinner'
import { DialogFooter, ModalDialog } from '../primitives/Dialog'
import { SidePanel } from '../primitives/SidePanel'
import { FormConflict } from './FormConflict'
import { DraftPrompt } from './DraftPrompt'
import { SaveErrorAlert } from './FormView'
import type { FormController } from './use-form-controller'

export interface FormDialogProps<V extends FieldValues> {
  controller: FormController<V>
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
  /** The dialog's heading, also the form's accessible name. */
  title: string
  submitLabel?: string
  children: ReactNode
  /** The dialog's width (CSS), 32rem by default. */
  width?: string
  /** A screen's own words for an error code; the generic ones otherwise. */
  errorMessage?: (code: string) => string | undefined
  /** `side` shows the form in a side sheet (`SidePanel`, the apps' add and edit panels); a centred dialog by default. */
  panel?: 'dialog' | 'side'
}

/**
 * A form in a modal dialog, for records that have no form page of their own: the fields (children, bound
 * through the form context), the save error above them, Cancel and Save. Cancel and Escape close without
 * asking (nothing outside the dialog is lost); a click outside does not close it; the controller's
 * `onSaved` closes it after a successful save.
 */
export function FormDialog<V extends FieldValues>({
  controller,
  isOpen,
  onOpenChange,
  title,
  submitLabel,
  children,
  width,
  errorMessage,
  panel = 'dialog',
}: FormDialogProps<V>) {
  const { t } = useTranslation()
  const Frame = panel === 'side' ? SidePanel : ModalDialog
  return (
    <Frame isOpen={isOpen} onOpenChange={onOpenChange} title={title} width={width} isDismissable={false}>
      {controller.loading ? (
        <PageSpinner />
      ) : controller.loadError ? (
        <SaveErrorAlert saveError={{ error: controller.loadError, details: [] }} message={errorMessage} />
      ) : (
        <FormProvider {...controller.form}>
          <form onSubmit={(event) => void controller.submit(event)} noValidate aria-label={title}>
            <DraftPrompt controller={controller} />
            <SaveErrorAlert
              saveError={controller.saveError}
              message={errorMessage}
              onResend={() => void controller.submit()}
            />
            <FormConflict controller={controller} />
            {children}
            <DialogFooter>
              <Button type="button" $variant="outline" $color="secondary" onClick={() => onOpenChange(false)}>
                {t('kit.cancel')}
              </Button>
              <Button type="submit" disabled={controller.saving} aria-busy={controller.saving}>
                {controller.saving ? t('kit.saving') : (submitLabel ?? t('kit.save'))}
              </Button>
            </DialogFooter>
          </form>
        </FormProvider>
      )}
    </Frame>
  )
}
