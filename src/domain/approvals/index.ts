export type { Approval } from './approval'
