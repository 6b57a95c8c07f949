import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import styled from 'styled-components'
import { TODO_SORTS, type TodoAssignee, type TodoQuery, type TodoTask } from '../../../../domain/apps/todo'
import type { PortError } from '../../../../ports/errors'
import { PORTS } from '../../../../ports/tokens'
import { resolvePort } from '../../../runtime/use-port'
import { Card } from '../../../components/Card'
import { Button } from '../../../components/Button'
import { PageSpinner } from '../../../components/PageSpinner'
import { SearchBox } from '../../../kit/list/SearchBox'
import { useListController } from '../../../kit/list/use-list-controller'
import { controlBox } from '../../../kit/primitives/surfaces'
import { TodoSidebar } from './TodoSidebar'
import { TodoTaskRow } from './TodoTaskRow'
import { TODO_LIST_FIELDS, todoQueryFrom } from './todo-list-config'
import { shownOnDemand } from '../../../kit/shown-on-demand'

/** The task panel, its code (the form, schema, date and rich-text libraries) loaded when it is first opened. */
const TodoTaskPanelOnOpen = shownOnDemand(() =>
  import('./TodoTaskPanel').then(({ TodoTaskPanel }) => TodoTaskPanel),
)

const Layout = styled(Card)`
  display: flex;
  padding: 0;
  min-height: 32rem;
  overflow: hidden;
  @media (max-width: 767px) {
    flex-direction: column;
    nav {
      border-inline-end: 0;
      border-bottom: 1px solid ${({ theme }) => theme.skin.border};
    }
  }
`
const Main = styled.section`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
`
const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: center;
  padding: 0.75rem 1.25rem;
  border-bottom: 1px solid ${({ theme }) => theme.skin.border};
  > :first-child {
    flex: 1;
    min-width: 12rem;
  }
  label {
    display: flex;
    align-items: center;
    gap: 0.5rem;
  }
  select {
    ${controlBox};
  }
`
const Tasks = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`
const Message = styled.p`
  padding: 2rem 1.25rem;
  text-align: center;
`

/** The to-do app (/apps/todo): filters, tags, search and sort in the URL; add and edit in a side panel. */
export default function TodoApp() {
  const { t, i18n } = useTranslation('todo')
  const port = resolvePort(PORTS.todo)
  const load = useCallback(
    (query: TodoQuery) =>
      port.listTasks(query).then((items) => ({ items, totalRows: items.length, totalPages: 1 })),
    [port],
  )
  const list = useListController({
    id: 'todo',
    load,
    toQuery: todoQueryFrom,
    filters: TODO_LIST_FIELDS,
    rowId: (task: TodoTask) => String(task.id),
  })
  const query = todoQueryFrom(list.query, list.filters)
  const [assignees, setAssignees] = useState<TodoAssignee[]>([])
  useEffect(() => {
    port.listAssignees().then(setAssignees, () => setAssignees([]))
  }, [port])
  const [panel, setPanel] = useState<{ task: TodoTask | null; key: number } | null>(null)

  const failed = (error: PortError) =>
    toast.error(t(`common:errors.${error?.code ?? 'unknown'}`, { defaultValue: t('common:errors.unknown') }))
  // A flag shows its new state at once; the override goes when the list has reloaded (or the call failed).
  const [pending, setPending] = useState<Readonly<Record<number, Partial<TodoTask>>>>({})
  const settle = (id: number) =>
    setPending((current) => Object.fromEntries(Object.entries(current).filter(([key]) => Number(key) !== id)))
  const change = (task: TodoTask, fields: Partial<TodoTask>, done?: string) => {
    setPending((current) => ({ ...current, [task.id]: { ...current[task.id], ...fields } }))
    return port
      .updateTask({ id: task.id, ...fields })
      .then(() => {
        if (done) toast.success(done)
        return list.reload()
      }, failed)
      .finally(() => settle(task.id))
  }
  const rows = list.rows.map((task) => (pending[task.id] ? { ...task, ...pending[task.id] } : task))

  return (
    <>
      <h1 className="visually-hidden">{t('title')}</h1>
      <Layout>
        <TodoSidebar
          filter={query.filter}
          tag={query.tag}
          onFilter={(filter) => list.change({ filters: { filter: filter === 'all' ? undefined : filter } })}
          onTag={(tag) => list.change({ filters: { tag } })}
          onAdd={() => setPanel({ task: null, key: Date.now() })}
        />
        <Main aria-label={t('listLabel')}>
          <Toolbar>
            <SearchBox
              value={list.query.search}
              onSearch={(search) => list.change({ query: { search } })}
              label={t('search')}
            />
            <label>
              {t('sortLabel')}
              <select
                value={query.sortBy}
                onChange={(event) =>
                  list.change({
                    filters: { sortBy: event.target.value === 'latest' ? undefined : event.target.value },
                  })
                }
              >
                {TODO_SORTS.map((sort) => (
                  <option key={sort} value={sort}>
                    {t(`sorts.${sort}`)}
                  </option>
                ))}
              </select>
            </label>
          </Toolbar>
          {list.loading && rows.length === 0 ? (
            <PageSpinner />
          ) : list.error ? (
            <Message role="alert">
              {t(`common:errors.${list.error.code}`, { defaultValue: t('common:errors.unknown') })}{' '}
              <Button type="button" $variant="outline" onClick={() => void list.reload()}>
                {t('common:kit.retry')}
              </Button>
            </Message>
          ) : rows.length === 0 ? (
            <Message>{t('empty')}</Message>
          ) : (
            <Tasks aria-label={t('tasksLabel')} aria-busy={list.loading}>
              {rows.map((task) => (
                <TodoTaskRow
                  key={task.id}
                  task={task}
                  language={i18n.language}
                  onOpen={(open) => setPanel({ task: open, key: Date.now() })}
                  onToggle={(target, field) => void change(target, { [field]: !target[field] })}
                  onDelete={(target) =>
                    void port.deleteTask(target.id).then(() => {
                      toast.success(t('deleted', { title: target.title }))
                      return list.reload()
                    }, failed)
                  }
                  onRestore={(target) =>
                    void change(target, { isDeleted: false }, t('restored', { title: target.title }))
                  }
                />
              ))}
            </Tasks>
          )}
        </Main>
      </Layout>
      {panel && (
        <TodoTaskPanelOnOpen
          key={panel.key}
          task={panel.task}
          assignees={assignees}
          isOpen
          onOpenChange={(open) => !open && setPanel(null)}
          onSaved={(saved) => {
            setPanel(null)
            toast.success(
              panel.task ? t('updated', { title: saved.title }) : t('added', { title: saved.title }),
            )
            void list.reload()
          }}
        />
      )}
    </>
  )
}
