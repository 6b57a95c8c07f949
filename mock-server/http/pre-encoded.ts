/**
 * Answers encoded ahead (decision 0196). A list page is mostly the same rows again and again: a service keeps each
 * row's binary and JSON encodings until the row changes and builds the page's answer from them, instead of having
 * protobuf-es encode every row of every answer by reflection. A repeated message field is, in the binary format,
 * the concatenation of its entries (each a tag, a length and the entry's bytes), and, in JSON, an array of the
 * entries' JSON: both are joined here from the rows' encodings, the rest of the answer encoded as usual.
 */
import {
  create,
  toBinary,
  toJson,
  type DescField,
  type DescMessage,
  type JsonWriteOptions,
  type Message,
  type MessageInitShape,
  type MessageShape,
} from '@bufbuild/protobuf'
import { BinaryWriter, WireType } from '@bufbuild/protobuf/wire'
import { takeBody } from './body-pool'

/** How the mock API writes JSON: every field, defaults included (server.ts gives the same to connect-es). */
export const JSON_OPTIONS = { alwaysEmitImplicit: true } as const satisfies Partial<JsonWriteOptions>

const utf8 = new TextEncoder()

/** The encodings of one row (a message), made once each when first asked for. */
export class RowEncodings<Desc extends DescMessage> {
  private binaryBytes: Uint8Array | undefined
  private jsonBytes: Uint8Array | undefined

  constructor(
    private readonly schema: Desc,
    readonly message: MessageShape<Desc>,
  ) {}

  /** The row's binary encoding as an entry of a repeated field: its bytes after the tag (length first). */
  get binary(): Uint8Array {
    return (this.binaryBytes ??= new BinaryWriter().bytes(toBinary(this.schema, this.message)).finish())
  }

  /**
   * The row's JSON, in UTF-8: an answer joins bytes, not text. Joining the rows' JSON as strings made two copies of
   * the page's text per answer (the joined string, then its flattening for the encoder), 0.17 MB of garbage per
   * JSON page at scale 50 and most of the server's young-generation collections (decision 0231).
   */
  get json(): Uint8Array {
    return (this.jsonBytes ??= utf8.encode(JSON.stringify(toJson(this.schema, this.message, JSON_OPTIONS))))
  }
}

/** An answer's two encodings, as serialize() asks for them. */
interface AnswerEncodings {
  /** The binary encoding's parts, in order: a caller that frames them copies each once (a gRPC-web body). */
  binaryParts(): Uint8Array[]
  json(): Uint8Array
}

const answers = new WeakMap<Message, AnswerEncodings>()

/** The encoding of `message` made ahead (`binary`: the binary format, else JSON), if it has one. */
export function encodedAhead(message: Message, binary: boolean): Uint8Array | undefined {
  const found = answers.get(message)
  return found && (binary ? concatenated(found.binaryParts()) : found.json())
}

/**
 * The binary encoding of `message` made ahead, as its parts (the rows' entries and the rest), if it has one: a
 * gRPC-web answer writes them straight into its body after the frame's header, instead of joining them first and
 * copying the joined page into the body (decision 0196).
 */
export function binaryPartsAhead(message: Message): readonly Uint8Array[] | undefined {
  return answers.get(message)?.binaryParts()
}

/**
 * The answer `init` of `schema` whose repeated message field `field` holds `rows`: the message (for whatever reads
 * it, such as interceptors), with its encodings joined from the rows' own, made when serialize() asks.
 */
export function answerWithRows<Desc extends DescMessage, Row extends DescMessage>(
  schema: Desc,
  field: string,
  rows: readonly RowEncodings<Row>[],
  init: Omit<MessageInitShape<Desc>, '$typeName'>,
): MessageShape<Desc> {
  const desc = schema.fields.find((f) => f.localName === field)
  if (desc?.fieldKind !== 'list' || desc.listKind !== 'message')
    throw new Error(`${field} is not a repeated message`)
  const rest = create(schema, init as MessageInitShape<Desc>)
  const message = create(schema, {
    ...init,
    [field]: rows.map((row) => row.message),
  } as MessageInitShape<Desc>)
  answers.set(message, {
    binaryParts: () => binaryParts(desc, rows, toBinary(schema, rest)),
    json: () => joinJson(desc, rows, toJson(schema, rest, JSON_OPTIONS)),
  })
  return message
}

/** The tag of a repeated message field's entries, by field: the same bytes for every answer. */
const tags = new WeakMap<DescField, Uint8Array>()

function binaryParts(field: DescField, rows: readonly RowEncodings<DescMessage>[], rest: Uint8Array) {
  let tag = tags.get(field)
  if (!tag) tags.set(field, (tag = new BinaryWriter().tag(field.number, WireType.LengthDelimited).finish()))
  const parts: Uint8Array[] = []
  for (const row of rows) parts.push(tag, row.binary)
  // Fields in number order, as toBinary writes them, when the repeated field comes first (it does in lists).
  parts.push(rest)
  return parts
}

const comma = utf8.encode(',')

function joinJson(field: DescField, rows: readonly RowEncodings<DescMessage>[], rest: unknown) {
  // The rest's JSON with the field's empty array in its place, then the rows' JSON put into that array.
  const text = JSON.stringify(rest)
  const empty = `${JSON.stringify(field.jsonName)}:[]`
  const at = text.indexOf(empty)
  if (at < 0) throw new Error(`no ${field.jsonName} in the answer's JSON`)
  const parts: Uint8Array[] = [utf8.encode(`${text.slice(0, at)}${JSON.stringify(field.jsonName)}:[`)]
  rows.forEach((row, index) => parts.push(...(index ? [comma, row.json] : [row.json])))
  parts.push(utf8.encode(`]${text.slice(at + empty.length)}`))
  return concatenated(parts)
}

/**
 * The parts' bytes one after the other, in one body of the pool (body-pool.ts): the caller that writes it gives it
 * back once written (releaseBody); one that does not leaves it to the collector.
 */
export function concatenated(parts: readonly Uint8Array[]): Uint8Array {
  let length = 0
  for (const part of parts) length += part.byteLength
  const joined = takeBody(length)
  let offset = 0
  for (const part of parts) {
    joined.set(part, offset)
    offset += part.byteLength
  }
  return joined
}
