import { StaffTable } from './StaffTable'

/** /datatables/basic: search, sort, page size, selection and CSV export of the staff records. */
export default function DatatableBasic() {
  return <StaffTable advanced={false} />
}
