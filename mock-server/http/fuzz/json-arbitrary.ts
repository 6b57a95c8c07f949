/**
 * fast-check arbitraries for request bodies, built from the generated message descriptors: mostly well-typed JSON
 * with the values that break servers (huge strings, negative and overflowing int64 money, unknown enum numbers,
 * bad base64), and now and then a value of the wrong type or a field the schema does not have.
 */
import { type DescField, type DescMessage, ScalarType } from '@bufbuild/protobuf'
import fc from 'fast-check'

type Json = unknown

const HUGE = 'x'.repeat(200_000)
const INT64_EDGES = [
  '0',
  '-1',
  '1',
  '9223372036854775807',
  '-9223372036854775808',
  '99999999999999999999',
  '-0',
]
const NAMES = [
  'customers/C1001',
  'customers/C1002',
  'orders/1',
  'orders/2',
  'orders/99999999',
  'payments/1',
  'invoices/1',
  'vehicles/1',
  'C1001',
  '',
  '../..',
  'orders/-1',
  'orders/1.5',
  'orders/',
]

const text = fc.oneof(
  { weight: 4, arbitrary: fc.string({ maxLength: 20 }) },
  { weight: 3, arbitrary: fc.constantFrom(...NAMES) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.constant(HUGE) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('<script>alert(1)</script>', '\u0000', '💥'.repeat(50), ' ', 'NaN'),
  },
)

const int32 = fc.oneof(
  fc.integer({ min: -5, max: 2000 }),
  fc.constantFrom(0, -1, 2147483647, -2147483648, 1000, 1001),
)
const uint32 = fc.oneof(fc.integer({ min: 0, max: 2000 }), fc.constantFrom(0, 4294967295))
const int64 = fc.oneof(
  fc.bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n }).map(String),
  fc.constantFrom(...INT64_EDGES.filter((v) => v !== '99999999999999999999')),
  fc.integer({ min: -100000, max: 10_000_000 }),
)
const double = fc.oneof(fc.double(), fc.constantFrom('NaN', 'Infinity', '-Infinity', 0, -0.5, 1e308))
const bytes = fc.oneof(
  fc.uint8Array({ maxLength: 64 }).map((b) => Buffer.from(b).toString('base64')),
  fc.constantFrom('!!!not base64!!!', 'YWJj', '', '====', 'a'),
)

function scalar(type: ScalarType): fc.Arbitrary<Json> {
  switch (type) {
    case ScalarType.STRING:
      return text
    case ScalarType.BOOL:
      return fc.boolean()
    case ScalarType.BYTES:
      return bytes
    case ScalarType.INT64:
    case ScalarType.SINT64:
    case ScalarType.SFIXED64:
      return int64
    case ScalarType.UINT64:
    case ScalarType.FIXED64:
      return fc.oneof(fc.bigInt({ min: 0n, max: 2n ** 64n - 1n }).map(String), fc.constant('0'))
    case ScalarType.UINT32:
    case ScalarType.FIXED32:
      return uint32
    case ScalarType.DOUBLE:
    case ScalarType.FLOAT:
      return double
    default:
      return int32
  }
}

/** A value that is never of the field's JSON type (or sometimes is valid in a surprising way). */
const wrongType: fc.Arbitrary<Json> = fc.oneof(
  fc.constant(null),
  fc.constant({}),
  fc.constant([1, 'a']),
  fc.constant(true),
  fc.constant(1.5),
  fc.constant('not a number'),
  fc.constant({ nested: { deeper: [null] } }),
)

const WELL_KNOWN: Record<string, fc.Arbitrary<Json>> = {
  'google.protobuf.Timestamp': fc.oneof(
    fc
      .date({ min: new Date('1900-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString()),
    fc.constantFrom('2026-13-45T99:00:00Z', 'yesterday', '0001-01-01T00:00:00Z', '9999-12-31T23:59:59Z'),
  ),
  'google.protobuf.FieldMask': fc.oneof(
    fc.constantFrom('status', 'comment,status', 'no_such_field', ''),
    fc.string({ maxLength: 12 }),
  ),
}

function fieldValue(field: DescField, depth: number, messy: boolean): fc.Arbitrary<Json> {
  const one = singleValue(field, depth, messy)
  if (field.fieldKind === 'list') return fc.array(one, { maxLength: depth > 0 ? 2 : 4 })
  if (field.fieldKind === 'map')
    return fc.dictionary(fc.string({ maxLength: 8 }), mapValue(field, depth, messy), { maxKeys: 3 })
  return one
}

function mapValue(
  field: DescField & { fieldKind: 'map' },
  depth: number,
  messy: boolean,
): fc.Arbitrary<Json> {
  if (field.mapKind === 'scalar') return scalar(field.scalar)
  if (field.mapKind === 'enum')
    return enumValue(
      field.enum.values.map((v) => v.name),
      messy,
    )
  return object(field.message, depth + 1, messy)
}

function singleValue(field: DescField, depth: number, messy: boolean): fc.Arbitrary<Json> {
  switch (field.fieldKind) {
    case 'scalar':
      return scalar(field.scalar)
    case 'enum':
      return enumValue(
        field.enum.values.map((v) => v.name),
        messy,
      )
    case 'message':
      return object(field.message, depth + 1, messy)
    case 'list':
      if (field.listKind === 'scalar') return scalar(field.scalar)
      if (field.listKind === 'enum')
        return enumValue(
          field.enum.values.map((v) => v.name),
          messy,
        )
      return object(field.message, depth + 1, messy)
    default:
      return fc.constant(null)
  }
}

function enumValue(names: string[], messy: boolean): fc.Arbitrary<Json> {
  const unknown = messy ? fc.constantFrom<Json>('NO_SUCH_VALUE', -3) : fc.integer({ min: 0, max: 99 })
  return fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...names) }, { weight: 1, arbitrary: unknown })
}

/**
 * A JSON object for `desc`: each field present or not, or only one field set. A clean object is well-typed throughout (the requests that
 * reach the services' own checks); a messy one has, at every level, values of the wrong type and unknown fields
 * now and then (the requests the decoder must refuse).
 */
export function message(desc: DescMessage): fc.Arbitrary<Json> {
  return fc.oneof(
    { weight: 2, arbitrary: object(desc, 0, false) },
    { weight: 2, arbitrary: oneField(desc) },
    { weight: 1, arbitrary: object(desc, 0, true) },
  )
}

/** Only one field set, well-typed: the rest keep their defaults, so the request gets past most checks to the one. */
function oneField(desc: DescMessage): fc.Arbitrary<Json> {
  if (desc.fields.length === 0) return fc.constant({})
  return fc
    .constantFrom(...desc.fields)
    .chain((field) => fieldValue(field, 0, false).map((value) => ({ [field.jsonName]: value })))
}

function object(desc: DescMessage, depth: number, messy: boolean): fc.Arbitrary<Json> {
  const known = WELL_KNOWN[desc.typeName]
  if (known) return known
  if (depth > 2) return fc.constant({})
  const entries = desc.fields.map((field) => {
    const value = fieldValue(field, depth, messy)
    return fc
      .option(
        messy ? fc.oneof({ weight: 8, arbitrary: value }, { weight: 1, arbitrary: wrongType }) : value,
        {
          freq: 2,
          nil: undefined,
        },
      )
      .map((v) => [field.jsonName, v] as const)
  })
  const unknownField = messy
    ? fc.option(fc.tuple(fc.constantFrom('noSuchField', '__proto__', 'constructor'), wrongType), {
        freq: 4,
        nil: undefined,
      })
    : fc.constant(undefined)
  return fc.tuple(fc.tuple(...entries), unknownField).map(([pairs, extra]) => {
    const result: Record<string, Json> = {}
    for (const [key, value] of pairs) if (value !== undefined) result[key] = value
    if (extra) Object.defineProperty(result, extra[0], { value: extra[1], enumerable: true, writable: true })
    return result
  })
}
