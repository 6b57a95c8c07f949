export * from './kanban'
