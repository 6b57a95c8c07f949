import { PORTS } from '../../../ports/tokens'
import { resolvePort } from '../../runtime/use-port'
import { idOf } from '../../../domain/names'

/** Labels of the payment-only references (the option loaders live in shared/reference-options). */

export async function paymentTypeLabel(name: string): Promise<string> {
  const types = await resolvePort(PORTS.paymentTypes).listPaymentTypes()
  return types.find((type) => type.name === name)?.displayName ?? idOf(name)
}

export async function employeeLabel(login: string): Promise<string> {
  const employees = await resolvePort(PORTS.paymentEmployees).listPaymentEmployees()
  return employees.find((employee) => employee.login === login)?.displayName ?? login
}
