import { Component, type ErrorInfo, type ReactNode } from 'react'
import styled from 'styled-components'
import { useTranslation } from 'react-i18next'
import { Button } from '../components/Button'
import { Card } from '../components/Card'
import { PortError } from '../../ports/errors'

const Panel = styled(Card)`
  h1 {
    margin: 0 0 0.75rem;
    font-size: 1.3rem;
    color: ${({ theme }) => theme.colors.danger.text};
  }
  p {
    margin: 0 0 1rem;
  }
`

/** What the person sees when the screen threw: what happened, the reference to quote, and a way back. */
function ScreenFailed({ reference, onRetry }: { reference: string; onRetry: () => void }) {
  const { t } = useTranslation()
  return (
    <Panel role="alert" aria-labelledby="screen-failed-title">
      <h1 id="screen-failed-title">{t('common:recovery.screenFailed')}</h1>
      <p>{t('common:recovery.screenFailedMessage')}</p>
      <p>{t('common:recovery.reference', { id: reference })}</p>
      <Button type="button" $variant="outline" onClick={onRetry}>
        {t('common:recovery.reloadScreen')}
      </Button>
    </Panel>
  )
}

interface State {
  /** The reference of the failure shown, logged with the error so support can find it. */
  reference: string | null
}

/**
 * Around each route's screen (issue 25 item 8): a screen that throws while it renders shows an error panel
 * with a reference to quote to support (the failed call's request id, which the API's log has too, or a new id
 * for a failure of the screen's own; logged to the console beside the error, spec §8), and
 * "Show the page again"; the menu, the navbar and every other route keep working. Going to another address
 * (`address`) tries the screen afresh.
 */
export class ScreenErrorBoundary extends Component<{ children: ReactNode; address: string }, State> {
  override state: State = { reference: null }

  /** The request id of the call whose failure the screen threw, else a new id for this failure. */
  static getDerivedStateFromError(error: unknown): State {
    return {
      reference:
        error instanceof PortError && error.requestId ? error.requestId : globalThis.crypto.randomUUID(),
    }
  }

  override componentDidUpdate(previous: { address: string }) {
    if (previous.address !== this.props.address && this.state.reference !== null)
      this.setState({ reference: null })
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`Screen failed (reference ${this.state.reference})`, error, info.componentStack)
  }

  override render() {
    const { reference } = this.state
    if (reference === null) return this.props.children
    return <ScreenFailed reference={reference} onRetry={() => this.setState({ reference: null })} />
  }
}
