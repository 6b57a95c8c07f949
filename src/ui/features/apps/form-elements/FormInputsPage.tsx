import { useCallback, useRef, useState } from 'react'
import { FormProvider } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import styled from 'styled-components'
import * as z from 'zod/mini'
import { isPhoneNumber, isWebAddress } from '../../../../domain/apps/account-settings'
import { suggestTitles, type AutocompleteItem } from '../../../../domain/apps/form-elements'
import type { PortError } from '../../../../ports/errors'
import { PORTS } from '../../../../ports/tokens'
import { resolvePort } from '../../../runtime/use-port'
import { Button } from '../../../components/Button'
import { Card } from '../../../components/Card'
import { FieldGrid } from '../../../kit/form/FormView'
import { TextField } from '../../../kit/form/fields'
import { requiredText } from '../../../kit/form/schemas'
import { useFormController } from '../../../kit/form/use-form-controller'
import { ReferenceSelect, type ReferenceOption } from '../../../kit/primitives/ComboBox'

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0 1.5rem;
  @media (max-width: 900px) {
    grid-template-columns: 1fr;
  }
`
const Title = styled.h1`
  margin: 0 0 1rem;
  font-size: 1.3rem;
  color: ${({ theme }) => theme.skin.heading};
`
const Hint = styled.small`
  color: ${({ theme }) => theme.skin.muted};
`
const Heading = styled.h2`
  margin: 0 0 0.4rem;
  font-size: 1.1rem;
  color: ${({ theme }) => theme.skin.heading};
`
const Lead = styled.p`
  margin: 0 0 1rem;
  color: ${({ theme }) => theme.skin.muted};
`
const Chosen = styled.p`
  margin: 0.8rem 0 0;
`
const Failure = styled.p`
  margin: 0.6rem 0 0;
  color: ${({ theme }) => theme.colors.danger.text};
`
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  justify-content: flex-end;
`

const contactSchema = z.object({
  fullName: requiredText(),
  email: z.pipe(requiredText(), z.email('tables:forms.validation.email')),
  website: z.string().check(z.refine(isWebAddress, 'tables:forms.validation.website')),
  phone: z.string().check(z.refine(isPhoneNumber, 'tables:forms.validation.phone')),
  age: z.string().check(
    z.trim(),
    z.refine((text) => text === '' || /^\d+$/.test(text), 'tables:forms.validation.age'),
    z.refine(
      (text) => text === '' || (Number(text) >= 18 && Number(text) <= 120),
      'tables:forms.validation.age',
    ),
  ),
})
type ContactValues = z.infer<typeof contactSchema>
const EMPTY: ContactValues = { fullName: '', email: '', website: '', phone: '', age: '' }

/** The error text of a failed call. */
function useFailure() {
  const { t } = useTranslation('tables')
  const [failure, setFailure] = useState<string | null>(null)
  const fail = useCallback(
    (error: unknown) => {
      const code = (error as PortError | undefined)?.code ?? 'unknown'
      setFailure(t(`common:errors.${code}`, { defaultValue: t('common:errors.unknown') }))
      throw error
    },
    [t],
  )
  const clear = useCallback(() => setFailure(null), [])
  return { failure, fail, clear }
}

/** An autocomplete over `GET /api/autocomplete/data`: the entries load once, the domain filters them as typed. */
function AutocompleteDemo() {
  const { t } = useTranslation('tables')
  const port = resolvePort(PORTS.formElements)
  const items = useRef<Promise<AutocompleteItem[]> | null>(null)
  const [value, setValue] = useState('')
  const [chosen, setChosen] = useState<ReferenceOption | null>(null)
  const { failure, fail, clear } = useFailure()
  const loadOptions = useCallback(
    async (text: string) => {
      items.current ??= port.autocompleteItems().catch((error: unknown) => {
        items.current = null
        return fail(error)
      })
      const all = await items.current
      clear()
      return suggestTitles(all, text).map((item) => ({
        id: String(item.id),
        label: item.title,
        detail: t('forms.rank', { rank: item.rank }),
      }))
    },
    [port, fail, clear, t],
  )
  return (
    <Card aria-labelledby="autocomplete-title">
      <Heading id="autocomplete-title">{t('forms.autocompleteTitle')}</Heading>
      <Lead>{t('forms.autocompleteLead')}</Lead>
      <ReferenceSelect
        label={t('forms.bookTitle')}
        value={value}
        onChange={(next, option) => {
          setValue(next)
          setChosen(option)
        }}
        loadOptions={loadOptions}
        placeholder={t('forms.typeToSearch')}
      />
      {failure && <Failure role="alert">{failure}</Failure>}
      <Chosen aria-live="polite">
        {chosen ? t('forms.chosen', { title: chosen.label }) : t('forms.nothingChosen')}
      </Chosen>
    </Card>
  )
}

/** A select over `GET /api/select/data?query=`: the mock filters the options by what is typed. */
function SelectDemo() {
  const { t } = useTranslation('tables')
  const port = resolvePort(PORTS.formElements)
  const [value, setValue] = useState('')
  const [chosen, setChosen] = useState<ReferenceOption | null>(null)
  const { failure, fail, clear } = useFailure()
  const loadOptions = useCallback(
    async (text: string) => {
      const options = await port.selectOptions(text).catch(fail)
      clear()
      return options.map((option) => ({ id: option.value, label: option.label }))
    },
    [port, fail, clear],
  )
  return (
    <Card aria-labelledby="select-title">
      <Heading id="select-title">{t('forms.selectTitle')}</Heading>
      <Lead>{t('forms.selectLead')}</Lead>
      <ReferenceSelect
        label={t('forms.film')}
        value={value}
        onChange={(next, option) => {
          setValue(next)
          setChosen(option)
        }}
        loadOptions={loadOptions}
        placeholder={t('forms.chooseFilm')}
      />
      {failure && <Failure role="alert">{failure}</Failure>}
      <Chosen aria-live="polite">
        {chosen ? t('forms.chosen', { title: chosen.label }) : t('forms.nothingChosen')}
      </Chosen>
    </Card>
  )
}

/** Plain labelled inputs with their validation messages (zod, shown on leaving a field and on Check). */
function InputsDemo() {
  const { t } = useTranslation('tables')
  const controller = useFormController<ContactValues, ContactValues>({
    schema: contactSchema,
    defaults: EMPTY,
    save: async (values) => values,
    onSaved: (values) => toast.success(t('forms.valid', { name: values.fullName.trim() })),
    // A demonstration of validation: Check records nothing, so there is nothing to keep as a draft.
    draft: false,
  })
  return (
    <Card aria-labelledby="inputs-title">
      <Heading id="inputs-title">{t('forms.inputsTitle')}</Heading>
      <Lead>{t('forms.inputsLead')}</Lead>
      <FormProvider {...controller.form}>
        <form onSubmit={(event) => void controller.submit(event)} noValidate aria-labelledby="inputs-title">
          <FieldGrid>
            <TextField<ContactValues>
              name="fullName"
              label={t('forms.fullName')}
              required
              autoComplete="name"
            />
            <TextField<ContactValues>
              name="email"
              type="email"
              label={t('forms.email')}
              required
              autoComplete="email"
            />
            <TextField<ContactValues>
              name="website"
              type="url"
              label={t('forms.website')}
              hint={<Hint>{t('forms.websiteHint')}</Hint>}
            />
            <TextField<ContactValues> name="phone" type="tel" label={t('forms.phone')} autoComplete="tel" />
            <TextField<ContactValues>
              name="age"
              label={t('forms.age')}
              hint={<Hint>{t('forms.ageHint')}</Hint>}
            />
          </FieldGrid>
          <Actions>
            <Button
              type="button"
              $variant="outline"
              $color="secondary"
              onClick={() => controller.form.reset(EMPTY)}
            >
              {t('forms.reset')}
            </Button>
            <Button type="submit">{t('forms.check')}</Button>
          </Actions>
        </form>
      </FormProvider>
    </Card>
  )
}

/** /forms/elements/input: the form-elements demo (autocomplete, a server-filtered select, validated inputs). */
export default function FormInputsPage() {
  const { t } = useTranslation('tables')
  return (
    <>
      <Title>{t('forms.title')}</Title>
      <Grid>
        <AutocompleteDemo />
        <SelectDemo />
      </Grid>
      <InputsDemo />
    </>
  )
}
