import { parseDate, type CalendarDate } from '@internationalized/date'
import {
  Button as AriaButton,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker as AriaDatePicker,
  DateSegment,
  Dialog,
  FieldError,
  Group,
  Heading,
  I18nProvider,
  Label,
  Popover,
} from 'react-aria-components'
import styled from 'styled-components'
import { useTranslation } from 'react-i18next'
import { dateInputLocale } from '../../../domain/dates'
import { intlLocaleTag } from '../../../domain/money'
import { controlBox, floatingSurface } from './surfaces'

const Root = styled(AriaDatePicker)`
  display: flex;
  flex-direction: column;
  gap: 0.3rem;
  label {
    font-size: 0.86rem;
    color: ${({ theme }) => theme.skin.heading};
  }
`
const Box = styled(Group)`
  ${controlBox};
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.4rem;
  min-width: 10rem;
  padding-block: 0.45rem;
`
const Input = styled(DateInput)`
  display: flex;
  direction: ltr;
  unicode-bidi: isolate;
`
const Segment = styled(DateSegment)`
  padding: 0 0.1rem;
  border-radius: 0.2rem;
  outline: none;
  /* Each editable segment is a 24 px target (WCAG 2.5.8); the separators between them are not targets. */
  &:not([data-type='literal']) {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 24px;
    min-height: 24px;
  }
  &[data-placeholder] {
    color: ${({ theme }) => theme.skin.muted};
  }
  &[data-focused] {
    background: ${({ theme }) => theme.colors.primary.fill};
    color: ${({ theme }) => theme.colors.primary.onFill};
  }
`
const Toggle = styled(AriaButton)`
  background: none;
  border: 0;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.primary.text};
  min-width: 24px;
  min-height: 24px;
  padding: 0;
`
const CalendarPopover = styled(Popover)`
  ${floatingSurface};
  padding: 0.8rem;
  [role='dialog'] {
    outline: none;
  }
  header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 0.5rem;
    margin-bottom: 0.5rem;
  }
  h2 {
    font-size: 1rem;
    margin: 0;
  }
  header button {
    background: none;
    border: 0;
    cursor: pointer;
    font-size: 1.2rem;
    color: inherit;
    padding: 0.2rem 0.5rem;
  }
  table {
    border-collapse: collapse;
  }
  th {
    font-size: 0.75rem;
    color: ${({ theme }) => theme.skin.muted};
  }
`
const Cell = styled(CalendarCell)`
  width: 2.1rem;
  height: 2.1rem;
  display: flex;
  align-items: center;
  justify-content: center;
  border-radius: 50%;
  cursor: pointer;
  outline: none;
  &[data-outside-month] {
    visibility: hidden;
  }
  &[data-hovered],
  &[data-focused] {
    background: ${({ theme }) => theme.colors.primary.light};
  }
  &[data-selected] {
    background: ${({ theme }) => theme.colors.primary.fill};
    color: ${({ theme }) => theme.colors.primary.onFill};
  }
`
const Error = styled(FieldError)`
  color: ${({ theme }) => theme.colors.danger.text};
  font-size: 0.857rem;
`

function toCalendarDate(value: string): CalendarDate | null {
  try {
    return value ? parseDate(value) : null
  } catch {
    return null
  }
}

export interface DatePickerProps {
  label: string
  /** A day `YYYY-MM-DD`, or '' for none. */
  value: string
  onChange: (value: string) => void
  /** Shown under the field; also marks it invalid. */
  error?: string
  isRequired?: boolean
  isDisabled?: boolean
  /** Hides the label visually (filter bars); it stays the accessible name. */
  hideLabel?: boolean
  name?: string
}

/**
 * A date field (React Aria): typed segment by segment in the UI language's order (domain `dateInputLocale`),
 * with the language's own placeholders, or chosen from a calendar popover; the value is a day `YYYY-MM-DD`.
 */
export function DatePicker({
  label,
  value,
  onChange,
  error,
  isRequired,
  isDisabled,
  hideLabel,
  name,
}: DatePickerProps) {
  const { t, i18n } = useTranslation()
  return (
    <I18nProvider locale={intlLocaleTag(i18n.language)}>
      <Root
        value={toCalendarDate(value)}
        onChange={(date) => onChange(date ? date.toString() : '')}
        isInvalid={Boolean(error)}
        isRequired={isRequired}
        isDisabled={isDisabled}
        name={name}
        granularity="day"
        validationBehavior="aria"
      >
        <Label className={hideLabel ? 'visually-hidden' : undefined}>{label}</Label>
        <Box>
          {/* Typed in the UI language's order (Armenian day first even where the browser has no Armenian dates). */}
          <I18nProvider locale={dateInputLocale(i18n.language)}>
            <Input>
              {(segment) => (
                <Segment segment={segment}>
                  {({ text, isPlaceholder, type }) =>
                    isPlaceholder && (type === 'day' || type === 'month' || type === 'year')
                      ? t(`kit.input.${type}`)
                      : text
                  }
                </Segment>
              )}
            </Input>
          </I18nProvider>
          <Toggle aria-label={t('kit.openCalendar')}>▾</Toggle>
        </Box>
        {error && <Error>{error}</Error>}
        <CalendarPopover>
          <Dialog aria-label={label}>
            <Calendar>
              <header>
                <AriaButton slot="previous" aria-label={t('kit.previousMonth')}>
                  ‹
                </AriaButton>
                <Heading />
                <AriaButton slot="next" aria-label={t('kit.nextMonth')}>
                  ›
                </AriaButton>
              </header>
              <CalendarGrid>{(date) => <Cell date={date} />}</CalendarGrid>
            </Calendar>
          </Dialog>
        </CalendarPopover>
      </Root>
    </I18nProvider>
  )
}
