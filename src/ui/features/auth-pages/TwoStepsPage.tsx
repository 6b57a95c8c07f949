import { useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react'
import { Link } from 'wouter'
import styled from 'styled-components'
import { useTranslation } from 'react-i18next'
import { ONE_TIME_CODE_LENGTH, enterCode, isCodeComplete } from '../../../domain/auth'
import { Button } from '../../components/Button'
import { Input } from '../../components/Field'
import { AuthCard, AuthError, AuthFooter, AuthNotice } from '../auth/AuthCard'

const Cells = styled.div`
  display: flex;
  gap: 0.6rem;
  margin: 0.5rem 0 1.25rem;
  direction: ltr;
  input {
    width: 100%;
    min-width: 0;
    text-align: center;
    font-size: 1.3rem;
    padding: 0.55rem 0;
  }
`
const Legend = styled.legend`
  font-size: 0.86rem;
  margin-bottom: 0.3rem;
`
const Fieldset = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0;
`

/**
 * Two-step verification (the template's `/pages/two-steps-*`): six one-digit cells. Typing a digit moves on,
 * Backspace on an empty cell goes back, the arrow keys move, and a pasted code fills the cells from the one
 * pasted into. The mock has no endpoint: any complete code is accepted and the page says so
 * (docs/decisions.md); an incomplete one is refused with a message.
 */
export default function TwoStepsPage() {
  const { t } = useTranslation('authPages')
  const [cells, setCells] = useState<string[]>(() => Array.from({ length: ONE_TIME_CODE_LENGTH }, () => ''))
  const [error, setError] = useState(false)
  const [verified, setVerified] = useState(false)
  const inputs = useRef<(HTMLInputElement | null)[]>([])
  const focus = (index: number) => inputs.current[index]?.focus()

  const write = (index: number, text: string) => {
    const next = enterCode(cells, index, text)
    setCells(next.cells)
    setError(false)
    focus(next.focus)
  }
  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && cells[index] === '' && index > 0) {
      event.preventDefault()
      setCells(cells.map((cell, i) => (i === index - 1 ? '' : cell)))
      focus(index - 1)
    } else if (event.key === 'ArrowLeft' && index > 0) focus(index - 1)
    else if (event.key === 'ArrowRight' && index < cells.length - 1) focus(index + 1)
  }
  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault()
    write(index, event.clipboardData.getData('text'))
  }

  return (
    <AuthCard titleId="two-steps-title" title={t('twoSteps.title')} subtitle={t('twoSteps.subtitle')}>
      {verified ? (
        <AuthNotice role="status">{t('twoSteps.verified')}</AuthNotice>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            if (isCodeComplete(cells)) setVerified(true)
            else setError(true)
          }}
        >
          <Fieldset>
            <Legend>{t('twoSteps.legend')}</Legend>
            <Cells>
              {cells.map((cell, index) => (
                <Input
                  key={index}
                  ref={(element) => {
                    inputs.current[index] = element
                  }}
                  value={cell}
                  inputMode="numeric"
                  autoComplete={index === 0 ? 'one-time-code' : 'off'}
                  maxLength={ONE_TIME_CODE_LENGTH}
                  aria-label={t('twoSteps.digit', { index: index + 1, count: ONE_TIME_CODE_LENGTH })}
                  aria-invalid={error && cell === '' ? true : undefined}
                  $invalid={error && cell === ''}
                  onChange={(event) => {
                    const text = event.target.value
                    // The cell's old digit stays in front of what was typed: keep only the new characters.
                    write(index, cell && text.startsWith(cell) ? text.slice(cell.length) || text : text)
                  }}
                  onKeyDown={(event) => onKeyDown(index, event)}
                  onPaste={(event) => onPaste(index, event)}
                  onFocus={(event) => event.target.select()}
                />
              ))}
            </Cells>
          </Fieldset>
          {error && <AuthError role="alert">{t('twoSteps.incomplete')}</AuthError>}
          <Button type="submit" style={{ width: '100%' }}>
            {t('twoSteps.submit')}
          </Button>
        </form>
      )}
      <AuthFooter>
        <Button type="button" $variant="flat" onClick={() => setCells(cells.map(() => ''))}>
          {t('twoSteps.clear')}
        </Button>
      </AuthFooter>
      <AuthFooter>
        <Link href="/login">{t('backToLogin')}</Link>
      </AuthFooter>
    </AuthCard>
  )
}
