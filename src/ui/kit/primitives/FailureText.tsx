import styled from 'styled-components'
import { useTranslation } from 'react-i18next'
import type { PortError } from '../../../ports/errors'
import { useWordRefusal } from '../form/server-errors'

const Reference = styled.small`
  display: block;
  margin-top: 0.25rem;
  font-size: 0.8rem;
  opacity: 0.85;
  overflow-wrap: anywhere;
`

/**
 * What a failed call means to the person (why, or its code, in their language: `useWordRefusal`) and, when the server gave the call a request
 * id, that id to quote to support (issue 25 item 8): the same id is in the API's log line and the console's.
 */
export function FailureText({ error }: { error: PortError }) {
  const { t } = useTranslation()
  const word = useWordRefusal()
  return (
    <span>
      {word(error)}
      {error.requestId && <Reference>{t('common:recovery.reference', { id: error.requestId })}</Reference>}
    </span>
  )
}
