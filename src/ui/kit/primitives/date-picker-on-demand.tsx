import styled from 'styled-components'
import { shownOnDemand } from '../shown-on-demand'
import type { DatePickerProps } from './DatePicker'
import { controlBox } from './surfaces'

// The stand-in has the date picker's box model (DatePicker.tsx): a label over a control box whose content is one
// 24 px row (the segments and the calendar button), so that nothing moves when the picker comes.
const StandIn = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.3rem;
  > span:first-child {
    font-size: 0.86rem;
    color: ${({ theme }) => theme.skin.heading};
  }
`
const StandInBox = styled.div`
  ${controlBox};
  min-width: 10rem;
  padding-block: 0.45rem;
  &::before {
    content: '';
    display: block;
    height: 24px;
  }
`
const StandInError = styled.span`
  color: ${({ theme }) => theme.colors.danger.text};
  font-size: 0.857rem;
`

export function DatePickerStandIn({ label, hideLabel, error, isDisabled }: DatePickerProps) {
  // Hidden from assistive technology: it stands for a moment, and the picker that follows has the name and state.
  return (
    <StandIn aria-hidden="true" data-stand-in="date-picker">
      <span className={hideLabel ? 'visually-hidden' : undefined}>{label}</span>
      <StandInBox data-disabled={isDisabled || undefined} data-invalid={error ? true : undefined} />
      {error && <StandInError>{error}</StandInError>}
    </StandIn>
  )
}

/**
 * The date picker, its code (React Aria's date field, calendar and popover, and the date library: 34 kB gzipped)
 * asked for when a screen first draws a date, not before the screen's first paint (issue 31's budgets). A stand-in of
 * the field's size is drawn meanwhile.
 */
export const DatePickerOnDemand = shownOnDemand<DatePickerProps>(
  () => import('./DatePicker').then(({ DatePicker }) => DatePicker),
  DatePickerStandIn,
)

/** For a screen to ask for the date picker as it mounts (`useHeadStart`), before its date field is drawn. */
export const loadDatePicker = () => import('./DatePicker')
