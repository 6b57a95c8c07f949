import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import type { Formula } from '../../../domain/formulas'
import { PORTS } from '../../../ports/tokens'
import { resolvePort } from '../../runtime/use-port'
import { FormDialog } from '../../kit/form/FormDialog'
import { FieldGrid } from '../../kit/form/FormView'
import { KeyValueEditor } from '../../kit/form/KeyValueEditor'
import { TextField } from '../../kit/form/fields'
import { useFormController } from '../../kit/form/use-form-controller'
import {
  formulaSchema,
  formulaToFormValues,
  formValuesToFormula,
  NEW_FORMULA_VALUES,
  type FormulaFormValues,
} from './formula-form-values'

/** A price rule's form in a dialog: a new rule, or the edit of `formula`. */
export function FormulaDialog({
  formula,
  onClose,
  onSaved,
}: {
  formula?: Formula
  onClose: () => void
  onSaved: () => void
}) {
  const { t } = useTranslation('references')
  const port = resolvePort(PORTS.formulas)
  const controller = useFormController<FormulaFormValues, Formula>({
    schema: formulaSchema,
    defaults: formula ? formulaToFormValues(formula) : NEW_FORMULA_VALUES,
    entity: 'formula',
    save: (values, { requestId }) =>
      formula
        ? port.updateFormula(formula.name, formValuesToFormula(values, formula))
        : port.createFormula(formValuesToFormula(values), { requestId }),
    onSaved: (saved) => {
      toast.success(
        formula ? t('done.ruleUpdated', { id: saved.id }) : t('done.ruleCreated', { id: saved.id }),
      )
      onClose()
      onSaved()
    },
  })
  return (
    <FormDialog
      controller={controller}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={formula ? t('form.editRuleTitle', { id: formula.id }) : t('form.createRuleTitle')}
      submitLabel={formula ? undefined : t('form.create')}
      width="44rem"
    >
      <FieldGrid $columns={3}>
        <TextField<FormulaFormValues>
          name="entityName"
          label={t('fields.entity')}
          required
          autoComplete="off"
          hint={<small>{t('fields.entityHint')}</small>}
        />
        <TextField<FormulaFormValues> name="key" label={t('fields.key')} required autoComplete="off" />
        <TextField<FormulaFormValues> name="value" label={t('fields.value')} autoComplete="off" />
      </FieldGrid>
      <KeyValueEditor<FormulaFormValues> name="filters" legend={t('fields.filters')} />
    </FormDialog>
  )
}
