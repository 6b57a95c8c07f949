import { StaffTable } from './StaffTable'

/** /datatables/advance: the basic table plus a filter per column (text, status, salary and start-date ranges). */
export default function DatatableAdvance() {
  return <StaffTable advanced />
}
