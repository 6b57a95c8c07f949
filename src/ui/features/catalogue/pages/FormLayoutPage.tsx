import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import * as z from 'zod/mini'
import { Button } from '../../../components/Button'
import { useFormatters } from '../../../i18n/format'
import { FormDialog } from '../../../kit/form/FormDialog'
import { FieldGrid } from '../../../kit/form/FormView'
import { CheckboxField, SelectField, TextField } from '../../../kit/form/fields'
import { DateField } from '../../../kit/form/DateField'
import { emailText, requiredText } from '../../../kit/form/schemas'
import { useFormController } from '../../../kit/form/use-form-controller'
import { CataloguePage, CatalogueSection, useProps } from '../catalogue-parts'
import { DemoForm, useDemoForm } from '../demo-form'

const ROLES = ['dispatcher', 'accountant', 'driver'] as const
const personSchema = z.object({
  firstName: requiredText(),
  lastName: requiredText(),
  email: emailText('catalogue:forms.errors.email'),
  role: z.enum(ROLES),
  start: z.string(),
  welcome: z.boolean(),
})
type Person = z.infer<typeof personSchema>
const personDefaults: Person = {
  firstName: '',
  lastName: '',
  email: '',
  role: 'dispatcher',
  start: '',
  welcome: true,
}

const addressSchema = z.object({ street: requiredText(), city: requiredText(), postcode: z.string() })
type Address = z.infer<typeof addressSchema>

const GRID_CODE = `
<FieldGrid $columns={2}>
  <TextField<Person> name="firstName" label={t('firstName')} required />
  <TextField<Person> name="lastName" label={t('lastName')} required />
  <SelectField<Person> name="role" label={t('role')} options={roles} />
  <DateField<Person> name="start" label={t('start')} />
</FieldGrid>
<CheckboxField<Person> name="welcome" label={t('welcome')} />
`
const DIALOG_CODE = `
<FormDialog
  controller={controller}          // useFormController({ schema, defaults, save, onSaved })
  isOpen={open}
  onOpenChange={setOpen}
  title={t('address')}
  panel="side"                     // or the default centred dialog
>
  <TextField<Address> name="street" label={t('street')} required />
</FormDialog>
`

/** The address form in a dialog or a side panel. */
function DialogExample({ panel }: { panel: 'dialog' | 'side' }) {
  const { t } = useTranslation('catalogue')
  const [open, setOpen] = useState(false)
  const [saved, setSaved] = useState<Address | null>(null)
  const controller = useFormController<Address, Address>({
    schema: addressSchema,
    defaults: { street: '', city: '', postcode: '' },
    draft: false,
    save: async (values) => values,
    onSaved: (values) => {
      setSaved(values)
      setOpen(false)
    },
  })
  return (
    <div>
      <Button type="button" $variant="outline" onClick={() => setOpen(true)}>
        {t(`formLayout.dialog.open.${panel}`)}
      </Button>
      <p aria-live="polite">
        {saved &&
          t('formLayout.dialog.accepted', {
            address: [saved.street, saved.city, saved.postcode].filter(Boolean).join(', '),
          })}
      </p>
      <FormDialog
        controller={controller}
        isOpen={open}
        onOpenChange={setOpen}
        title={t('formLayout.dialog.address')}
        submitLabel={t('formLayout.check')}
        panel={panel}
      >
        <TextField<Address> name="street" label={t('formLayout.dialog.street')} required />
        <FieldGrid>
          <TextField<Address> name="city" label={t('formLayout.dialog.city')} required />
          <TextField<Address> name="postcode" label={t('formLayout.dialog.postcode')} />
        </FieldGrid>
      </FormDialog>
    </div>
  )
}

/** /forms/layout/form-layout: the kit's fields in a grid of one, two or three columns, and in a dialog or panel. */
export default function FormLayoutPage() {
  const { t } = useTranslation('catalogue')
  const person = useDemoForm(personSchema, personDefaults)
  const format = useFormatters()
  const gridProps = useProps('formLayout.grid.props', [
    ['$columns', 'number'],
    ['name', 'Path<Values>'],
    ['label', 'string'],
    ['required', 'boolean'],
    ['hint', 'ReactNode'],
    ['options', '{ value; label }[]'],
  ])
  const dialogProps = useProps('formLayout.dialog.props', [
    ['controller', 'FormController'],
    ['title', 'string'],
    ['submitLabel', 'string?'],
    ['panel', "'dialog' | 'side'"],
    ['width', 'string?'],
  ])
  const roleOptions = ROLES.map((role) => ({ value: role, label: t(`formLayout.roles.${role}`) }))
  return (
    <CataloguePage title={t('formLayout.title')} intro={t('formLayout.intro')}>
      <CatalogueSection
        id="grid"
        title={t('formLayout.grid.title')}
        description={t('formLayout.grid.description')}
        props={gridProps}
        code={GRID_CODE}
      >
        <DemoForm
          controller={person.controller}
          accepted={person.accepted}
          label={t('formLayout.grid.title')}
          submitLabel={t('formLayout.check')}
          describe={(values) => [
            { label: t('formLayout.fields.name'), value: `${values.firstName} ${values.lastName}` },
            { label: t('formLayout.fields.email'), value: values.email },
            { label: t('formLayout.fields.role'), value: t(`formLayout.roles.${values.role}`) },
            {
              label: t('formLayout.fields.start'),
              value: values.start ? format.date(new Date(`${values.start}T12:00:00`)) : '',
            },
            {
              label: t('formLayout.fields.welcome'),
              value: t(values.welcome ? 'formLayout.yes' : 'formLayout.no'),
            },
          ]}
        >
          <FieldGrid $columns={2}>
            <TextField<Person> name="firstName" label={t('formLayout.fields.firstName')} required />
            <TextField<Person> name="lastName" label={t('formLayout.fields.lastName')} required />
          </FieldGrid>
          <FieldGrid $columns={3}>
            <TextField<Person> name="email" type="email" label={t('formLayout.fields.email')} required />
            <SelectField<Person> name="role" label={t('formLayout.fields.role')} options={roleOptions} />
            <DateField<Person> name="start" label={t('formLayout.fields.start')} />
          </FieldGrid>
          <CheckboxField<Person> name="welcome" label={t('formLayout.fields.welcome')} />
        </DemoForm>
      </CatalogueSection>
      <CatalogueSection
        id="dialog"
        title={t('formLayout.dialog.title')}
        description={t('formLayout.dialog.description')}
        props={dialogProps}
        code={DIALOG_CODE}
      >
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem' }}>
          <DialogExample panel="dialog" />
          <DialogExample panel="side" />
        </div>
      </CatalogueSection>
    </CataloguePage>
  )
}
