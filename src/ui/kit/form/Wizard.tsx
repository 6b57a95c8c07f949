import { useEffect, useRef, useState, type ReactNode } from 'react'
import { FormProvider, type FieldPath, type FieldValues } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { Button } from '../../components/Button'
import { SaveErrorAlert } from './FormView'
import type { FormController } from './use-form-controller'

const Steps = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.5rem;
  list-style: none;
  margin: 0 0 1.5rem;
  padding: 0 0 1rem;
  border-bottom: 1px solid ${({ theme }) => theme.skin.border};
  li {
    display: flex;
    align-items: center;
    gap: 0.6rem;
    color: ${({ theme }) => theme.skin.text};
  }
  li > span:first-child {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 2rem;
    height: 2rem;
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.skin.hover};
    font-weight: 600;
  }
  li[data-done] > span:first-child {
    background: ${({ theme }) => theme.colors.primary.light};
    color: ${({ theme }) => theme.colors.primary.text};
  }
  li[aria-current='step'] {
    color: ${({ theme }) => theme.colors.primary.text};
    font-weight: 600;
  }
  li[aria-current='step'] > span:first-child {
    background: ${({ theme }) => theme.colors.primary.fill};
    color: ${({ theme }) => theme.colors.primary.onFill};
  }
`
const StepHeading = styled.h3`
  margin: 0 0 1rem;
  font-size: 1.05rem;
  color: ${({ theme }) => theme.skin.heading};
  outline: none;
`
const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 0.75rem;
  margin-top: 1.25rem;
`

export interface WizardStep<V extends FieldValues> {
  id: string
  title: string
  /** The fields this step shows: checked (zod, through the form) before the next step opens. */
  fields: readonly FieldPath<V>[]
  content: ReactNode
}

export interface WizardProps<V extends FieldValues> {
  /** A `useFormController` over the whole wizard's values; its `save` runs once, from the last step. */
  controller: FormController<V>
  /** The form's accessible name. */
  label: string
  steps: readonly WizardStep<V>[]
  submitLabel: string
}

/**
 * A form in steps: the steps listed in order (the current one marked `aria-current="step"`), one step's fields
 * at a time, Previous and Next; Next checks only the current step's fields and stays while one is wrong; the
 * last step's button saves through the controller (every rule again, the save error above the fields).
 * Everything typed is kept while moving back and forth; focus goes to the step's heading as it opens.
 */
export function Wizard<V extends FieldValues>({ controller, label, steps, submitLabel }: WizardProps<V>) {
  const { t } = useTranslation()
  const [index, setIndex] = useState(0)
  const heading = useRef<HTMLHeadingElement>(null)
  const moved = useRef(false)
  const step = steps[Math.min(index, steps.length - 1)]!
  const last = index >= steps.length - 1

  useEffect(() => {
    if (moved.current) heading.current?.focus()
  }, [index])

  const go = (to: number) => {
    moved.current = true
    setIndex(to)
  }
  const next = async () => {
    const { getValues, setValue, trigger } = controller.form
    // The step's fields count as touched, so their errors show (a field speaks once touched or saved).
    for (const field of step.fields) setValue(field, getValues(field), { shouldTouch: true })
    if (await trigger(step.fields as FieldPath<V>[], { shouldFocus: true })) go(index + 1)
  }

  return (
    <FormProvider {...controller.form}>
      <form
        aria-label={label}
        noValidate
        onSubmit={(event) => {
          if (last) return void controller.submit(event)
          event.preventDefault()
          void next()
        }}
      >
        <Steps aria-label={t('kit.wizard.steps')}>
          {steps.map((item, i) => (
            <li
              key={item.id}
              aria-current={i === index ? 'step' : undefined}
              data-done={i < index ? '' : undefined}
            >
              <span aria-hidden="true">{i + 1}</span>
              <span>
                {item.title}
                {i < index && <span className="visually-hidden"> ({t('kit.wizard.done')})</span>}
              </span>
            </li>
          ))}
        </Steps>
        <StepHeading ref={heading} tabIndex={-1}>
          {t('kit.wizard.stepOf', { index: index + 1, total: steps.length, title: step.title })}
        </StepHeading>
        <SaveErrorAlert saveError={controller.saveError} />
        <div key={step.id}>{step.content}</div>
        <Footer>
          <Button
            type="button"
            $variant="outline"
            $color="secondary"
            disabled={index === 0}
            onClick={() => go(index - 1)}
          >
            {t('kit.wizard.previous')}
          </Button>
          <Button type="submit" disabled={controller.saving} aria-busy={controller.saving}>
            {last ? (controller.saving ? t('kit.saving') : submitLabel) : t('kit.wizard.next')}
          </Button>
        </Footer>
      </form>
    </FormProvider>
  )
}
