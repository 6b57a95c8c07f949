import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import * as z from 'zod/mini'
import { Wizard, type WizardStep } from '../../../kit/form/Wizard'
import { FieldGrid } from '../../../kit/form/FormView'
import { SelectField, TextField } from '../../../kit/form/fields'
import { emailText, requiredText } from '../../../kit/form/schemas'
import { useFormController } from '../../../kit/form/use-form-controller'
import { Alert } from '../../../kit/primitives/Alert'
import { CataloguePage, CatalogueSection, useProps } from '../catalogue-parts'

const E = 'catalogue:forms.errors'
const KINDS = ['car', 'container', 'pallet'] as const
const schema = z.object({
  sender: requiredText(),
  email: emailText(`${E}.email`),
  kind: z.enum(KINDS),
  weight: z.string().check(
    z.trim(),
    z.regex(/^\d+$/, `${E}.wholeNumber`),
    z.refine((text) => Number(text) > 0 && Number(text) <= 40_000, `${E}.weight`),
  ),
  from: requiredText(),
  to: requiredText(),
})
type Values = z.infer<typeof schema>
const defaults: Values = { sender: '', email: '', kind: 'car', weight: '', from: '', to: '' }

const CODE = `
<Wizard
  controller={controller} // one useFormController for every step
  label={t('booking')}
  submitLabel={t('book')}
  steps={[
    { id: 'sender', title: t('sender'), fields: ['sender', 'email'], content: <SenderFields /> },
    { id: 'cargo', title: t('cargo'), fields: ['kind', 'weight'], content: <CargoFields /> },
    { id: 'route', title: t('route'), fields: ['from', 'to'], content: <RouteFields /> },
  ]}
/>
`

/** /forms/wizard: the kit's Wizard, a form in steps with each step checked before the next. */
export default function WizardPage() {
  const { t } = useTranslation('catalogue')
  const [accepted, setAccepted] = useState<Values | null>(null)
  const controller = useFormController<Values, Values>({
    schema,
    defaults,
    draft: false,
    save: async (values) => values,
    onSaved: setAccepted,
  })
  const props = useProps('wizard.props', [
    ['controller', 'FormController<Values>'],
    ['label', 'string'],
    ['steps', '{ id; title; fields: Path<Values>[]; content }[]'],
    ['submitLabel', 'string'],
  ])
  const f = (name: string) => t(`wizard.fields.${name}`)
  const steps: WizardStep<Values>[] = [
    {
      id: 'sender',
      title: t('wizard.steps.sender'),
      fields: ['sender', 'email'],
      content: (
        <FieldGrid>
          <TextField<Values> name="sender" label={f('sender')} required />
          <TextField<Values> name="email" type="email" label={f('email')} required />
        </FieldGrid>
      ),
    },
    {
      id: 'cargo',
      title: t('wizard.steps.cargo'),
      fields: ['kind', 'weight'],
      content: (
        <FieldGrid>
          <SelectField<Values>
            name="kind"
            label={f('kind')}
            options={KINDS.map((kind) => ({ value: kind, label: t(`wizard.kinds.${kind}`) }))}
          />
          <TextField<Values> name="weight" label={f('weight')} required />
        </FieldGrid>
      ),
    },
    {
      id: 'route',
      title: t('wizard.steps.route'),
      fields: ['from', 'to'],
      content: (
        <FieldGrid>
          <TextField<Values> name="from" label={f('from')} required />
          <TextField<Values> name="to" label={f('to')} required />
        </FieldGrid>
      ),
    },
  ]
  return (
    <CataloguePage title={t('wizard.title')} intro={t('wizard.intro')}>
      <CatalogueSection
        id="wizard"
        title={t('wizard.section.title')}
        description={t('wizard.section.description')}
        props={props}
        code={CODE}
      >
        <Wizard
          controller={controller}
          label={t('wizard.section.label')}
          steps={steps}
          submitLabel={t('wizard.submit')}
        />
        <div aria-live="polite">
          {accepted && (
            <Alert tone="success" title={t('wizard.accepted')}>
              {t('wizard.summary', {
                sender: accepted.sender,
                kind: t(`wizard.kinds.${accepted.kind}`),
                weight: accepted.weight,
                from: accepted.from,
                to: accepted.to,
              })}
            </Alert>
          )}
        </div>
      </CatalogueSection>
    </CataloguePage>
  )
}
