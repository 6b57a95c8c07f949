import { useEffect, useRef } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import * as z from 'zod/mini'
import {
  allSelected,
  normaliseRoleName,
  ROLE_MODULES,
  ROLE_RIGHTS,
  someSelected,
  uniformMatrix,
  type PermissionMatrix,
  type RoleDefinition,
} from '../../../../domain/apps/users'
import { FormDialog } from '../../../kit/form/FormDialog'
import { TextField } from '../../../kit/form/fields'
import { requiredText } from '../../../kit/form/schemas'
import { useFormController } from '../../../kit/form/use-form-controller'
import { Note } from './Note'

const Matrix = styled.table`
  width: 100%;
  border-collapse: collapse;
  margin-top: 1rem;
  caption {
    text-align: start;
    font-weight: 600;
    padding-bottom: 0.5rem;
    color: ${({ theme }) => theme.skin.heading};
  }
  th,
  td {
    padding: 0.55rem 0.4rem;
    border-top: 1px solid ${({ theme }) => theme.skin.border};
    text-align: start;
  }
  th[scope='row'] {
    font-weight: 500;
  }
  label {
    display: inline-flex;
    gap: 0.4rem;
    align-items: center;
    cursor: pointer;
    white-space: nowrap;
  }
`

const rightsSchema = z.object({ read: z.boolean(), write: z.boolean(), create: z.boolean() })

type RoleValues = { name: string; permissions: PermissionMatrix }

/** The rights of every module, with a select-all box (mixed when only some are on). */
function PermissionMatrixField() {
  const { t } = useTranslation('users')
  const { register, setValue, control } = useFormContext<RoleValues>()
  const matrix = useWatch({ control, name: 'permissions' })
  const all = allSelected(matrix)
  const mixed = someSelected(matrix)
  const selectAll = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (selectAll.current) selectAll.current.indeterminate = mixed
  }, [mixed])
  return (
    <Matrix>
      <caption>{t('rolesPage.permissions')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('rolesPage.module')}</th>
          <th scope="col" colSpan={3}>
            <label>
              <input
                ref={selectAll}
                type="checkbox"
                checked={all}
                onChange={(event) =>
                  setValue('permissions', uniformMatrix(event.target.checked), { shouldDirty: true })
                }
              />
              {t('rolesPage.selectAll')}
            </label>
          </th>
        </tr>
      </thead>
      <tbody>
        {ROLE_MODULES.map((module) => (
          <tr key={module}>
            <th scope="row">{t(`modules.${module}`)}</th>
            {ROLE_RIGHTS.map((right) => (
              <td key={right}>
                <label>
                  <input
                    type="checkbox"
                    aria-label={t('rolesPage.right', {
                      right: t(`rights.${right}`),
                      module: t(`modules.${module}`),
                    })}
                    {...register(`permissions.${module}.${right}`)}
                  />
                  <span aria-hidden="true">{t(`rights.${right}`)}</span>
                </label>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </Matrix>
  )
}

export interface RoleDialogProps {
  /** The role to edit; none adds a new one. */
  role?: RoleDefinition
  /** Names already taken (a new role must differ). */
  takenNames: readonly string[]
  /** The role's label (a managed-user role's translated name). */
  labelOf: (name: string) => string
  onOpenChange: (isOpen: boolean) => void
  onSave: (role: RoleDefinition) => void
}

/** Adds or edits a role: its name (fixed for the data's roles) and its permission matrix; kept on this page. */
export function RoleDialog({ role, takenNames, labelOf, onOpenChange, onSave }: RoleDialogProps) {
  const { t } = useTranslation('users')
  const schema = z.object({
    name: role
      ? z.string()
      : requiredText().check(
          z.refine((name) => !takenNames.includes(normaliseRoleName(name)), 'users:rolesPage.taken'),
        ),
    permissions: z.object(Object.fromEntries(ROLE_MODULES.map((m) => [m, rightsSchema]))),
  }) as unknown as z.ZodMiniType<RoleValues, RoleValues>
  const controller = useFormController<RoleValues, RoleDefinition>({
    schema,
    defaults: role
      ? { name: labelOf(role.name), permissions: role.permissions }
      : { name: '', permissions: uniformMatrix(false) },
    save: async (values) => ({
      name: role ? role.name : normaliseRoleName(values.name),
      permissions: values.permissions,
    }),
    onSaved: onSave,
  })
  return (
    <FormDialog
      controller={controller}
      isOpen
      onOpenChange={onOpenChange}
      title={role ? t('rolesPage.editTitle') : t('rolesPage.addTitle')}
      submitLabel={role ? t('rolesPage.update') : t('rolesPage.add')}
      width="44rem"
    >
      <Note>{t('rolesPage.localNote')}</Note>
      <TextField<RoleValues> name="name" label={t('rolesPage.name')} required disabled={Boolean(role)} />
      <PermissionMatrixField />
    </FormDialog>
  )
}
