import { PactV4 } from '@pact-foundation/pact'
import path from 'node:path'
import { describe, it } from 'vitest'
import { customerCargoCases } from './cases/customers-cargo'
import { financeCases } from './cases/finance'
import { orderCases } from './cases/orders'
import { referenceCases } from './cases/references'
import { adaptersFor, CONSUMER, PROVIDER, requestHeaders, type RpcCase } from './harness'

/** Every RPC of the proto, driven through the real Connect adapters (Connect protocol, JSON) against Pact's mock. */
export const ALL_CASES: RpcCase[] = [...orderCases, ...financeCases, ...customerCargoCases, ...referenceCases]

const pact = new PactV4({
  consumer: CONSUMER,
  provider: PROVIDER,
  dir: path.resolve(import.meta.dirname, '../pacts'),
  logLevel: 'warn',
})

describe('Connect adapters (consumer contract)', () => {
  for (const testCase of ALL_CASES) {
    const method = testCase.rpc.split('/')[1]
    it(testCase.description ?? testCase.rpc, async () => {
      await pact
        .addInteraction()
        .given(testCase.state)
        .uponReceiving(testCase.description ?? `a ${method} call`)
        .withRequest('POST', `/cargo.services.${testCase.rpc}`, (builder) => {
          builder.headers(requestHeaders(testCase.requestId)).jsonBody(testCase.request)
        })
        .willRespondWith(testCase.status ?? 200, (builder) => {
          builder.headers({ 'Content-Type': 'application/json' }).jsonBody(testCase.response)
        })
        .executeTest(async (server) => {
          try {
            const result = await testCase.call(adaptersFor(server.url))
            testCase.check?.(result)
            // Pact's mock server records a match just after it answers; without this pause the check that
            // follows the callback can run first and report the request as not received.
            await new Promise((resolve) => setTimeout(resolve, 25))
          } catch (error) {
            // Pact reports its own mismatches first; keep the adapter's view of the failure in the log.
            console.error(`${testCase.rpc} failed in the adapter:`, error)
            throw error
          }
        })
    })
  }
})
