import { useEffect, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react'
import { Link } from 'wouter'
import styled from 'styled-components'
import { useSnapshot } from 'valtio'
import { useTranslation } from 'react-i18next'
import { ONE_TIME_CODE_LENGTH, enterCode, isCodeComplete, type UserData } from '../../../../domain/auth'
import { PORTS } from '../../../../ports/tokens'
import { session } from '../../../session/session'
import { isolate } from '../../../i18n/isolate'
import { resolvePort } from '../../../runtime/use-port'
import { Button } from '../../../components/Button'
import { Input } from '../../../components/Field'
import { AuthCard, AuthError, AuthFooter, AuthNotice, OutboxNotice, useSentMessage } from '../../auth'

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

/** Where a signed-out visitor's code goes: the template's sample address. */
export const SAMPLE_EMAIL = 'hello@example.com'

type Problem = 'incomplete' | 'wrong' | null

/**
 * Two-step verification (the template's `/pages/two-steps-*`): six one-digit cells. Typing a digit moves on,
 * Backspace on an empty cell goes back, the arrow keys move, and a pasted code fills the cells from the one
 * pasted into. Opening the page asks the sign-in service to send a code to the user's address (a sample one when
 * signed out); the mock records it and the page shows it in a developer notice. Only that code verifies;
 * Resend sends a new one, which replaces it (decision 0061).
 */
export default function TwoStepsPage() {
  const { t } = useTranslation('authPages')
  const { userData } = useSnapshot(session) as { userData: UserData | null }
  const email = userData?.email ?? SAMPLE_EMAIL
  const [cells, setCells] = useState<string[]>(() => Array.from({ length: ONE_TIME_CODE_LENGTH }, () => ''))
  const [problem, setProblem] = useState<Problem>(null)
  const error = problem === 'incomplete'
  const [verified, setVerified] = useState(false)
  const inputs = useRef<(HTMLInputElement | null)[]>([])
  const focus = (index: number) => inputs.current[index]?.focus()
  const asked = useRef<string | null>(null)

  const sending = useSentMessage(() => resolvePort(PORTS.account).sendTwoStepsCode(email))
  const { sent } = sending
  const send = async () => {
    setProblem(null)
    await sending.send()
  }
  useEffect(() => {
    // One code per address when the page opens (StrictMode runs effects twice; the ref survives that).
    if (asked.current === email) return
    asked.current = email
    void send()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- sent once per address
  }, [email])
  const verify = async () => {
    if (!isCodeComplete(cells)) return setProblem('incomplete')
    try {
      await resolvePort(PORTS.account).verifyTwoStepsCode(email, cells.join(''))
      setVerified(true)
    } catch {
      setProblem('wrong')
    }
  }

  const write = (index: number, text: string) => {
    // From the cells as they are now, not as this render saw them: keys typed faster than the page redraws
    // each land in their own cell. Where the focus goes depends only on the cell and the digits written.
    setCells((current) => enterCode(current, index, text).cells)
    setProblem(null)
    focus(enterCode(cells, index, text).focus)
  }
  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    const modified = event.ctrlKey || event.metaKey || event.altKey
    if (/^\d$/.test(event.key) && !modified) {
      // A digit key replaces the cell's digit whatever the caret or selection (a click leaves the caret before
      // or after the old digit, and the input's new text then says nothing sure about what was typed).
      event.preventDefault()
      write(index, event.key)
    } else if (event.key === 'Backspace' && cells[index] === '' && index > 0) {
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
    <AuthCard
      titleId="two-steps-title"
      title={t('twoSteps.title')}
      subtitle={t(sent ? 'twoStepsMock.subtitle' : 'twoStepsMock.sending', { email: isolate(email) })}
    >
      {verified ? (
        <AuthNotice role="status">{t('twoSteps.verified')}</AuthNotice>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            void verify()
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
          {problem === 'wrong' && <AuthError role="alert">{t('twoStepsMock.wrong')}</AuthError>}
          {sending.failed && <AuthError role="alert">{t('twoStepsMock.sendFailed')}</AuthError>}
          <Button type="submit" style={{ width: '100%' }}>
            {t('twoSteps.submit')}
          </Button>
        </form>
      )}
      <AuthFooter>
        <Button type="button" $variant="flat" onClick={() => setCells(cells.map(() => ''))}>
          {t('twoSteps.clear')}
        </Button>{' '}
        {!verified && (
          <Button type="button" $variant="flat" onClick={() => void send()}>
            {t('twoStepsMock.resend')}
          </Button>
        )}
      </AuthFooter>
      {!verified && sent && sent.count > 1 && (
        <AuthNotice role="status">{t('twoStepsMock.resent', { email: isolate(email) })}</AuthNotice>
      )}
      {!verified && sent && <OutboxNotice message={sent.message} />}
      <AuthFooter>
        <Link href="/login">{t('backToLogin')}</Link>
      </AuthFooter>
    </AuthCard>
  )
}
