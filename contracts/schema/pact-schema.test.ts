import {
  createRegistry,
  fromBinary,
  fromJson,
  type DescFile,
  type DescMethod,
  type JsonValue,
} from '@bufbuild/protobuf'
import { base64Decode } from '@bufbuild/protobuf/wire'
import { describe, expect, it } from 'vitest'
import { file_google_rpc_error_details } from '../../src/gen/google/rpc/error_details_pb'
import { readPactFiles } from '../pact-files'

/** Every generated file (services and shared types), so a new proto file is covered without editing this. */
const generated = import.meta.glob<Record<string, unknown>>('../../src/gen/cargo/**/*_pb.ts', { eager: true })
const files = Object.values(generated).flatMap((module) =>
  Object.entries(module)
    .filter(([name]) => name.startsWith('file_'))
    .map(([, file]) => file as DescFile),
)
const registry = createRegistry(...files)
const errorDetails = createRegistry(file_google_rpc_error_details)

const RPC_PATH = /^\/(cargo\.services\.[A-Za-z0-9_]+)\/([A-Za-z0-9_]+)$/

/** The method of `/cargo.services.X/Y`, or a reason why there is none. */
function methodFor(path: string): DescMethod | string {
  const match = RPC_PATH.exec(path)
  if (!match) return `not an RPC path of package cargo.services: ${path}`
  const [, serviceName, methodName] = match
  const service = registry.getService(serviceName!)
  if (!service) return `the proto has no service ${serviceName}`
  const method = service.methods.find((candidate) => candidate.name === methodName)
  return method ?? `the proto has no method ${serviceName}/${methodName}`
}

const bodyOf = (body: { content?: unknown } | undefined): JsonValue => (body?.content ?? {}) as JsonValue

/** The Connect protocol's HTTP status of each error code a pact may answer with. */
const ERROR_STATUS: Record<string, number> = {
  invalid_argument: 400,
  unauthenticated: 401,
  permission_denied: 403,
  not_found: 404,
  already_exists: 409,
  aborted: 409,
  failed_precondition: 412,
}

/**
 * An error answer as the Connect protocol writes it: a known code with its HTTP status, a message, and details
 * each naming a google.rpc message and holding one that parses (the conflict's ErrorInfo, decision 0130).
 */
function expectConnectError(status: number, body: JsonValue) {
  const {
    code,
    message,
    details = [],
    ...rest
  } = body as {
    code?: string
    message?: string
    details?: { type: string; value: string }[]
  }
  expect(rest).toEqual({})
  expect(ERROR_STATUS[code ?? '']).toBe(status)
  expect(typeof message).toBe('string')
  for (const detail of details) {
    const type = errorDetails.getMessage(detail.type)
    expect(type, `detail type ${detail.type}`).toBeDefined()
    expect(() => fromBinary(type!, base64Decode(detail.value))).not.toThrow()
  }
}

const pacts = readPactFiles()

describe('pact bodies parse strictly against the proto schema', () => {
  it('finds pact files', () => {
    expect(pacts.length).toBeGreaterThan(0)
  })

  for (const pact of pacts) {
    for (const interaction of pact.interactions) {
      const { path } = interaction.request
      it(`${pact.consumer.name} -> ${pact.provider.name}: ${interaction.description} (${path})`, () => {
        const method = methodFor(path)
        if (typeof method === 'string') throw new Error(method)
        expect(() =>
          fromJson(method.input, bodyOf(interaction.request.body), { ignoreUnknownFields: false }),
        ).not.toThrow()
        if (interaction.response.status === 200) {
          expect(() =>
            fromJson(method.output, bodyOf(interaction.response.body), { ignoreUnknownFields: false }),
          ).not.toThrow()
        } else {
          expectConnectError(interaction.response.status, bodyOf(interaction.response.body))
        }
      })
    }
  }

  it('covers every unary RPC of every service with at least one interaction', () => {
    const covered = new Set(
      pacts.flatMap((pact) => pact.interactions.map((interaction) => interaction.request.path)),
    )
    // Pact has no streams: the change feed's stream (ChangeService.WatchChanges) is checked through the app's
    // own adapter against the mock API instead (contracts/provider/grpc-web.test.ts, decision 0139).
    const missing = files
      .flatMap((file) => file.services)
      .flatMap((service) =>
        service.methods
          .filter((method) => method.methodKind === 'unary')
          .map((method) => `/${service.typeName}/${method.name}`),
      )
      .filter((path) => !covered.has(path))
    expect(missing).toEqual([])
  })
})
