import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { toast } from 'sonner'
import * as z from 'zod/mini'
import { cardEnding, isValidCardNumber, isValidExpiry } from '../../../../domain/apps/payment-card'
import { Button } from '../../../components/Button'
import { Card } from '../../../components/Card'
import { FormDialog } from '../../../kit/form/FormDialog'
import { FieldGrid } from '../../../kit/form/FormView'
import { CheckboxField, SelectField, TextField } from '../../../kit/form/fields'
import { emailText, requiredText } from '../../../kit/form/schemas'
import { useFormController } from '../../../kit/form/use-form-controller'

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: 1.5rem;
  > section {
    margin: 0;
    display: flex;
    flex-direction: column;
    gap: 0.75rem;
    align-items: flex-start;
  }
  ul {
    margin: 0;
    padding-inline-start: 1.2rem;
  }
`

const cardSchema = z.object({
  number: z.string().check(z.refine(isValidCardNumber, 'uiPages:modals.card.invalidNumber')),
  name: requiredText(),
  expiry: z
    .string()
    .check(z.refine((text) => isValidExpiry(text, new Date()), 'uiPages:modals.card.invalidExpiry')),
  cvv: z.string().check(z.regex(/^\d{3,4}$/, 'uiPages:modals.card.invalidCvv')),
  primary: z.boolean(),
})
type CardValues = z.infer<typeof cardSchema>
const cardDefaults: CardValues = { number: '', name: '', expiry: '', cvv: '', primary: false }

const ROLES = ['owner', 'editor', 'viewer'] as const
const shareSchema = z.object({
  email: emailText('uiPages:modals.invalidEmail'),
  role: z.enum(ROLES),
})
type ShareValues = z.infer<typeof shareSchema>

const userSchema = z.object({
  firstName: requiredText(),
  lastName: requiredText(),
  email: emailText('uiPages:modals.invalidEmail'),
})
type UserValues = z.infer<typeof userSchema>

/** Add a payment card: the number by Luhn, the expiry in the future, the CVV three or four digits. */
function AddCardExample() {
  const { t } = useTranslation('uiPages')
  const [open, setOpen] = useState(false)
  const [cards, setCards] = useState<{ ending: string; name: string; primary: boolean }[]>([])
  const controller = useFormController<CardValues, CardValues>({
    schema: cardSchema,
    defaults: cardDefaults,
    save: async (values) => values,
    onSaved: (values) => {
      setCards((list) => [
        ...list,
        { ending: cardEnding(values.number), name: values.name.trim(), primary: values.primary },
      ])
      toast.success(t('modals.card.added', { ending: cardEnding(values.number) }))
      controller.form.reset(cardDefaults)
      setOpen(false)
    },
  })
  return (
    <Card aria-labelledby="modal-card">
      <h2 id="modal-card">{t('modals.card.title')}</h2>
      <p>{t('modals.card.intro')}</p>
      <Button type="button" onClick={() => setOpen(true)}>
        {t('modals.card.open')}
      </Button>
      {cards.length > 0 && (
        <ul aria-label={t('modals.card.list')}>
          {cards.map((card) => (
            <li key={card.ending + card.name}>
              {t('modals.card.entry', { name: card.name, ending: card.ending })}
              {card.primary && ` · ${t('modals.card.primary')}`}
            </li>
          ))}
        </ul>
      )}
      <FormDialog
        controller={controller}
        isOpen={open}
        onOpenChange={setOpen}
        title={t('modals.card.title')}
        submitLabel={t('modals.card.submit')}
      >
        <TextField<CardValues>
          name="number"
          label={t('modals.card.number')}
          required
          autoComplete="cc-number"
          keepOutOfDrafts
        />
        <FieldGrid>
          <TextField<CardValues> name="name" label={t('modals.card.name')} required autoComplete="cc-name" />
          <TextField<CardValues>
            name="expiry"
            label={t('modals.card.expiry')}
            hint="MM/YY"
            required
            autoComplete="cc-exp"
          />
          <TextField<CardValues>
            name="cvv"
            label={t('modals.card.cvv')}
            required
            autoComplete="cc-csc"
            keepOutOfDrafts
          />
        </FieldGrid>
        <CheckboxField<CardValues> name="primary" label={t('modals.card.makePrimary')} />
      </FormDialog>
    </Card>
  )
}

/** Share a project: people invited by e-mail with a role, listed in the dialog, removable. */
function ShareProjectExample() {
  const { t } = useTranslation('uiPages')
  const [open, setOpen] = useState(false)
  const [members, setMembers] = useState<ShareValues[]>([])
  const controller = useFormController<ShareValues, ShareValues>({
    schema: shareSchema,
    defaults: { email: '', role: 'viewer' },
    save: async (values) => ({ ...values, email: values.email.trim() }),
    onSaved: (member) => {
      setMembers((list) => [...list.filter((m) => m.email !== member.email), member])
      controller.form.reset({ email: '', role: member.role })
    },
  })
  const roleLabel = (role: ShareValues['role']) => t(`modals.share.roles.${role}`)
  return (
    <Card aria-labelledby="modal-share">
      <h2 id="modal-share">{t('modals.share.title')}</h2>
      <p>{t('modals.share.intro')}</p>
      <Button type="button" onClick={() => setOpen(true)}>
        {t('modals.share.open')}
      </Button>
      <p role="status">{t('modals.share.count', { count: members.length })}</p>
      <FormDialog
        controller={controller}
        isOpen={open}
        onOpenChange={setOpen}
        title={t('modals.share.title')}
        submitLabel={t('modals.share.invite')}
      >
        <FieldGrid>
          <TextField<ShareValues> name="email" type="email" label={t('modals.share.email')} required />
          <SelectField<ShareValues>
            name="role"
            label={t('modals.share.role')}
            options={ROLES.map((role) => ({ value: role, label: roleLabel(role) }))}
          />
        </FieldGrid>
        <ul aria-label={t('modals.share.members')}>
          {members.map((member) => (
            <li key={member.email}>
              {member.email} · {roleLabel(member.role)}{' '}
              <Button
                type="button"
                $variant="flat"
                $color="danger"
                onClick={() => setMembers((list) => list.filter((m) => m.email !== member.email))}
              >
                {t('modals.share.remove', { email: member.email })}
              </Button>
            </li>
          ))}
        </ul>
      </FormDialog>
    </Card>
  )
}

/** Edit a user: the saved name and e-mail show on the card; a failed check keeps the dialog as typed. */
function EditUserExample() {
  const { t } = useTranslation('uiPages')
  const [open, setOpen] = useState(false)
  const [user, setUser] = useState<UserValues>({
    firstName: 'Anna',
    lastName: 'Hakobyan',
    email: 'anna@example.com',
  })
  const controller = useFormController<UserValues, UserValues>({
    schema: userSchema,
    defaults: user,
    loadKey: `${open}`,
    load: async () => user,
    save: async (values) => values,
    onSaved: (values) => {
      setUser(values)
      setOpen(false)
      toast.success(t('modals.user.saved'))
    },
  })
  return (
    <Card aria-labelledby="modal-user">
      <h2 id="modal-user">{t('modals.user.title')}</h2>
      <p>
        {user.firstName} {user.lastName} · {user.email}
      </p>
      <Button type="button" onClick={() => setOpen(true)}>
        {t('modals.user.open')}
      </Button>
      <FormDialog controller={controller} isOpen={open} onOpenChange={setOpen} title={t('modals.user.title')}>
        <FieldGrid>
          <TextField<UserValues> name="firstName" label={t('modals.user.firstName')} required />
          <TextField<UserValues> name="lastName" label={t('modals.user.lastName')} required />
        </FieldGrid>
        <TextField<UserValues> name="email" type="email" label={t('modals.user.email')} required />
      </FormDialog>
    </Card>
  )
}

/** Modal examples (the template's `/pages/modal-examples`): dialogs built on the kit, each doing its job. */
export default function ModalExamplesPage() {
  return (
    <Grid>
      <AddCardExample />
      <ShareProjectExample />
      <EditUserExample />
    </Grid>
  )
}
