import type { Employee } from '../domain/payments'

/** The employees who record payments (the created-by filter of the payments list). */
export interface PaymentEmployeesPort {
  listPaymentEmployees(): Promise<Employee[]>
}
