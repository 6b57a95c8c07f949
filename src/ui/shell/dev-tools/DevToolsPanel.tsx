import { useId, useMemo, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { FAULT_CODES, type DevToolsPort, type FaultRequest } from '../../../ports/dev-tools-port'
import { DEV_TOOLS_PORT } from '../../../ports/tokens'
import { resolvePort } from '../../runtime/use-port'
import { Button } from '../../components/Button'
import { Input } from '../../components/Field'
import { SidePanel } from '../../kit/primitives/SidePanel'
import { useDevTools } from './use-dev-tools'

const Block = styled.section`
  margin-bottom: 1.5rem;
  h3 {
    margin: 0 0 0.6rem;
    font-size: 1rem;
    color: ${({ theme }) => theme.skin.heading};
  }
`
const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  gap: 0.6rem;
  align-items: end;
  label {
    display: flex;
    flex-direction: column;
    gap: 0.25rem;
    font-size: 0.86rem;
  }
  .method {
    grid-column: 1 / -1;
  }
  select {
    padding: 0.55rem 0.6rem;
    border: 1px solid ${({ theme }) => theme.skin.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.skin.card};
    color: ${({ theme }) => theme.skin.text};
  }
`
const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.82rem;
  caption {
    text-align: start;
    font-weight: 600;
    padding-bottom: 0.4rem;
  }
  th,
  td {
    text-align: start;
    padding: 0.3rem 0.4rem;
    border-bottom: 1px solid ${({ theme }) => theme.skin.border};
    overflow-wrap: anywhere;
  }
  td button {
    background: none;
    border: 0;
    padding: 0;
    color: ${({ theme }) => theme.colors.primary.text};
    text-decoration: underline;
    cursor: pointer;
    font: inherit;
    text-align: start;
  }
`
const Problem = styled.p`
  color: ${({ theme }) => theme.colors.danger.text};
`
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.6rem;
  align-items: center;
  margin-top: 0.6rem;
`

/** The form's text fields; empty means "not given". */
interface FaultDraft {
  method: string
  code: string
  latencyMs: string
  rate: string
  times: string
}
const EMPTY_DRAFT: FaultDraft = { method: '*', code: '', latencyMs: '', rate: '', times: '' }

/** The fault the form asks for: each number as typed (the mock API refuses a bad one, naming it). */
function faultOf(draft: FaultDraft): FaultRequest {
  const number = (text: string) => (text.trim() === '' ? undefined : Number(text))
  return {
    method: draft.method.trim() || '*',
    ...(draft.code ? { code: draft.code } : {}),
    ...(number(draft.latencyMs) !== undefined ? { latencyMs: number(draft.latencyMs) } : {}),
    ...(number(draft.rate) !== undefined ? { rate: number(draft.rate) } : {}),
    ...(number(draft.times) !== undefined ? { times: number(draft.times) } : {}),
  }
}

export interface DevToolsPanelProps {
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
}

/**
 * The mock API's developer panel (dev builds only): its last calls, read again every 2 s while open, and the
 * faults it injects (a Connect error, a latency, or both, per RPC or for all), added and removed here.
 */
export default function DevToolsPanel({ isOpen, onOpenChange }: DevToolsPanelProps) {
  const { t, i18n } = useTranslation('devTools')
  const port = useMemo(() => resolvePort<DevToolsPort>(DEV_TOOLS_PORT), [])
  const tools = useDevTools(port, isOpen)
  const [draft, setDraft] = useState<FaultDraft>(EMPTY_DRAFT)
  const methodsId = useId()
  const methods = useMemo(() => [...new Set(tools.calls.map((call) => call.method))].sort(), [tools.calls])
  const set = (key: keyof FaultDraft) => (event: { target: { value: string } }) =>
    setDraft((before) => ({ ...before, [key]: event.target.value }))
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (await tools.addFault(faultOf(draft)))
      setDraft((before) => ({ ...EMPTY_DRAFT, method: before.method }))
  }
  const time = (iso: string) => new Date(iso).toLocaleTimeString(i18n.language)

  return (
    <SidePanel isOpen={isOpen} onOpenChange={onOpenChange} title={t('title')} width="48rem">
      <p>{t('intro')}</p>
      {tools.problem && (
        <Problem role="alert">
          {tools.problem.kind === 'unreachable'
            ? t('unreachable')
            : t('refused', { message: tools.problem.message })}
        </Problem>
      )}

      <Block aria-labelledby="dev-tools-faults">
        <h3 id="dev-tools-faults">{t('faults.title')}</h3>
        <Form onSubmit={(event) => void submit(event)}>
          <label className="method">
            {t('faults.method')}
            <Input list={methodsId} value={draft.method} onChange={set('method')} />
            <datalist id={methodsId}>
              <option value="*">{t('faults.everyMethod')}</option>
              {methods.map((method) => (
                <option key={method} value={method} />
              ))}
            </datalist>
          </label>
          <label>
            {t('faults.code')}
            <select value={draft.code} onChange={set('code')}>
              <option value="">{t('faults.noCode')}</option>
              {FAULT_CODES.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('faults.latency')}
            <Input type="number" min={0} step={100} value={draft.latencyMs} onChange={set('latencyMs')} />
          </label>
          <label>
            {t('faults.rate')}
            <Input
              type="number"
              min={0}
              max={1}
              step={0.1}
              placeholder="1"
              value={draft.rate}
              onChange={set('rate')}
            />
          </label>
          <label>
            {t('faults.times')}
            <Input type="number" min={1} step={1} value={draft.times} onChange={set('times')} />
          </label>
          <Button type="submit">{t('faults.add')}</Button>
        </Form>

        <Table>
          <caption>{t('faults.active')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('faults.method')}</th>
              <th scope="col">{t('faults.code')}</th>
              <th scope="col">{t('faults.latency')}</th>
              <th scope="col">{t('faults.rate')}</th>
              <th scope="col">{t('faults.left')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('faults.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {tools.faults.length === 0 && (
              <tr>
                <td colSpan={6}>{t('faults.none')}</td>
              </tr>
            )}
            {tools.faults.map((fault) => (
              <tr key={fault.id}>
                <td>{fault.method === '*' ? t('faults.everyMethod') : fault.method}</td>
                <td>{fault.code ?? '—'}</td>
                <td>{fault.latencyMs ?? '—'}</td>
                <td>{fault.rate}</td>
                <td>{fault.timesLeft ?? t('faults.unlimited')}</td>
                <td>
                  <button
                    type="button"
                    onClick={() => void tools.removeFault(fault.id)}
                    aria-label={t('faults.remove', { id: fault.id })}
                  >
                    {t('faults.removeShort')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
        <Row>
          <Button
            type="button"
            $variant="outline"
            disabled={tools.faults.length === 0}
            onClick={() => void tools.removeAllFaults()}
          >
            {t('faults.removeAll')}
          </Button>
          <Button type="button" $variant="outline" $color="danger" onClick={() => void tools.resetData()}>
            {t('reset')}
          </Button>
          {tools.resetDone && <span role="status">{t('resetDone')}</span>}
        </Row>
      </Block>

      <Block aria-labelledby="dev-tools-calls">
        <h3 id="dev-tools-calls">{t('calls.title')}</h3>
        <Table>
          <caption>{t('calls.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('calls.at')}</th>
              <th scope="col">{t('calls.method')}</th>
              <th scope="col">{t('calls.code')}</th>
              <th scope="col">{t('calls.status')}</th>
              <th scope="col">{t('calls.duration')}</th>
              <th scope="col">{t('calls.user')}</th>
              <th scope="col">{t('calls.requestId')}</th>
            </tr>
          </thead>
          <tbody>
            {tools.calls.length === 0 && (
              <tr>
                <td colSpan={7}>{t('calls.none')}</td>
              </tr>
            )}
            {tools.calls.map((call, index) => (
              <tr key={`${call.at}-${index}`}>
                <td>
                  <time dateTime={call.at}>{time(call.at)}</time>
                </td>
                <td>
                  <button
                    type="button"
                    onClick={() => setDraft((before) => ({ ...before, method: call.method }))}
                    aria-label={t('calls.use', { method: call.method })}
                  >
                    {call.method}
                  </button>
                </td>
                <td>{call.code}</td>
                <td>{call.status}</td>
                <td>{call.durationMs}</td>
                <td>{call.user}</td>
                <td>{call.requestId}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Block>
    </SidePanel>
  )
}
