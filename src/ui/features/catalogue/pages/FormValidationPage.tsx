import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import * as z from 'zod/mini'
import { Button } from '../../../components/Button'
import { ConflictPanel } from '../../../kit/form/ConflictPanel'
import { FieldGrid } from '../../../kit/form/FormView'
import { PasswordField } from '../../../kit/form/PasswordField'
import { CheckboxField, MoneyField, TextField } from '../../../kit/form/fields'
import { emailText, moneyText, requiredText } from '../../../kit/form/schemas'
import { CataloguePage, CatalogueSection, useProps } from '../catalogue-parts'
import { DemoForm, useDemoForm } from '../demo-form'

const E = 'catalogue:forms.errors'
const schema = z
  .object({
    name: requiredText(),
    email: emailText(`${E}.email`),
    phone: z.string().check(z.trim(), z.regex(/^\+?[0-9 ()-]{7,20}$/, `${E}.phone`)),
    age: z.string().check(
      z.trim(),
      z.regex(/^\d+$/, `${E}.wholeNumber`),
      z.refine((text) => Number(text) >= 18 && Number(text) <= 99, `${E}.age`),
    ),
    deposit: moneyText({ positive: true }),
    password: z.string().check(z.minLength(8, `${E}.passwordLength`)),
    confirm: z.string(),
    terms: z.boolean().check(z.refine(Boolean, `${E}.terms`)),
  })
  .check(
    z.refine((values) => values.password === values.confirm, { path: ['confirm'], message: `${E}.confirm` }),
  )
type Values = z.infer<typeof schema>
const defaults: Values = {
  name: '',
  email: '',
  phone: '',
  age: '',
  deposit: '',
  password: '',
  confirm: '',
  terms: false,
}

const CODE = `
const schema = z
  .object({
    // messages are translation keys
    email: emailText('catalogue:forms.errors.email'),
    deposit: moneyText({ positive: true }),
    password: z.string().check(z.minLength(8, 'catalogue:forms.errors.passwordLength')),
    confirm: z.string(),
  })
  .check(
    z.refine((v) => v.password === v.confirm, {
      path: ['confirm'],
      message: 'catalogue:forms.errors.confirm',
    }),
  )

const controller = useFormController({ schema, defaults, save: (values) => port.create(values) })
// A field speaks once it was left, after the first save, or when the server named it.
`

const CONFLICT_CODE = `
// Shown by FormView, FormDialog and SectionForm when a save is refused as stale (controller.conflict);
// the same panel when the change feed tells of their save (reason "changed") or delete, before any save:
<ConflictPanel
  reason="refused"
  changedBy="anna"
  changedAt={new Date('2026-11-24T10:31:00Z')}
  theirs={theirValues}
  mine={form.getValues()}
  changed={['comment']}
  labelOf={(field) => labels[field]}
  onUseTheirs={(field) => form.setValue(field, theirValues[field])}
  onLoadTheirs={() => form.reset(theirValues)}
/>
`

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-bottom: 1rem;
`

const CONFLICT_AT = new Date('2026-11-24T10:31:00Z')

const REASONS = ['refused', 'changed', 'deleted'] as const

/**
 * The panel in its three situations, with values of its own: Use theirs and Load change "your" side, Keep
 * editing puts it away, and "Show the example again" brings it back as it started.
 */
function ConflictExample() {
  const { t } = useTranslation('catalogue')
  const theirs = {
    comment: t('formValidation.conflict.theirComment'),
    status: t('formValidation.conflict.theirStatus'),
  }
  const start = { comment: t('formValidation.conflict.myComment'), status: theirs.status }
  const [mine, setMine] = useState<Record<string, string>>(start)
  const [reason, setReason] = useState<(typeof REASONS)[number]>('refused')
  const [shown, setShown] = useState(true)
  return (
    <>
      <Row role="group" aria-label={t('formValidation.conflict.reasons')}>
        {REASONS.map((one) => (
          <Button
            key={one}
            type="button"
            $variant={one === reason ? 'solid' : 'outline'}
            aria-pressed={one === reason}
            onClick={() => {
              setReason(one)
              setMine(start)
              setShown(true)
            }}
          >
            {t(`formValidation.conflict.reason.${one}`)}
          </Button>
        ))}
      </Row>
      {shown && (
        <ConflictPanel
          reason={reason}
          changedBy="anna"
          changedAt={CONFLICT_AT}
          theirs={reason === 'deleted' ? null : theirs}
          mine={mine}
          changed={reason === 'deleted' ? [] : ['comment']}
          labelOf={(field) => t(`formValidation.conflict.${field}`)}
          onUseTheirs={(field) =>
            setMine((now) => ({ ...now, [field]: theirs[field as keyof typeof theirs] }))
          }
          onLoadTheirs={() => {
            setMine(theirs)
            setShown(false)
          }}
          onKeepEditing={() => setShown(false)}
        />
      )}
      <Button
        type="button"
        $variant="outline"
        onClick={() => {
          setMine(start)
          setShown(true)
        }}
      >
        {t('formValidation.conflict.again')}
      </Button>
    </>
  )
}

/** /forms/form-validation: react-hook-form and zod through the kit's form controller and fields. */
export default function FormValidationPage() {
  const { t } = useTranslation('catalogue')
  const { controller, accepted } = useDemoForm(schema, defaults)
  const props = useProps('formValidation.props', [
    ['schema', 'z.ZodMiniType<Values>'],
    ['defaults', 'Values'],
    ['save', '(values, { requestId }) => Promise<Result>'],
    ['onSaved', '(result) => void'],
    ['entity', 'string?'],
  ])
  const conflictProps = useProps('formValidation.conflict.props', [
    ['changedBy / changedAt', 'string, Date | null'],
    ['theirs / mine', 'Record<string, unknown>'],
    ['changed', 'string[]?'],
    ['labelOf', '(field) => string'],
    ['onUseTheirs', '(field) => void'],
    ['onLoadTheirs', '() => void'],
    ['onKeepEditing', '() => void?'],
    ['reason', "'refused' | 'changed' | 'deleted'"],
  ])
  const f = (name: string) => t(`formValidation.fields.${name}`)
  return (
    <CataloguePage title={t('formValidation.title')} intro={t('formValidation.intro')}>
      <CatalogueSection
        id="validation"
        title={t('formValidation.section.title')}
        description={t('formValidation.section.description')}
        props={props}
        code={CODE}
      >
        <DemoForm
          controller={controller}
          accepted={accepted}
          label={t('formValidation.section.title')}
          submitLabel={t('formValidation.submit')}
          describe={(values) => [
            { label: f('name'), value: values.name },
            { label: f('email'), value: values.email },
            { label: f('phone'), value: values.phone },
            { label: f('age'), value: values.age },
            { label: f('deposit'), value: values.deposit },
          ]}
        >
          <FieldGrid>
            <TextField<Values> name="name" label={f('name')} required autoComplete="name" />
            <TextField<Values> name="email" type="email" label={f('email')} required autoComplete="email" />
            <TextField<Values>
              name="phone"
              type="tel"
              label={f('phone')}
              required
              hint={t('formValidation.phoneHint')}
            />
            <TextField<Values> name="age" label={f('age')} required />
            <MoneyField<Values> name="deposit" label={f('deposit')} required />
          </FieldGrid>
          <FieldGrid>
            <PasswordField<Values>
              name="password"
              label={f('password')}
              showLabel={t('formValidation.show')}
              hideLabel={t('formValidation.hide')}
              required
            />
            <PasswordField<Values>
              name="confirm"
              label={f('confirm')}
              showLabel={t('formValidation.show')}
              hideLabel={t('formValidation.hide')}
              required
            />
          </FieldGrid>
          <CheckboxField<Values> name="terms" label={f('terms')} />
        </DemoForm>
      </CatalogueSection>
      <CatalogueSection
        id="conflict"
        title={t('formValidation.conflict.title')}
        description={t('formValidation.conflict.description')}
        props={conflictProps}
        code={CONFLICT_CODE}
      >
        <ConflictExample />
      </CatalogueSection>
    </CataloguePage>
  )
}
