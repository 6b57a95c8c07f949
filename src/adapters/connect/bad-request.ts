import { create, createFileRegistry, type DescMessage } from '@bufbuild/protobuf'
import {
  FieldDescriptorProto_Label as Label,
  FieldDescriptorProto_Type as Type,
  FileDescriptorProtoSchema,
} from '@bufbuild/protobuf/wkt'

/**
 * `google.rpc.BadRequest` (google/rpc/error_details.proto), the error detail that names the request fields a
 * call rejected. The proto module does not import googleapis, so the descriptor is built here from a
 * FileDescriptorProto: two messages, three fields, wire-identical to the original.
 */
const errorDetailsFile = create(FileDescriptorProtoSchema, {
  name: 'google/rpc/error_details.proto',
  package: 'google.rpc',
  syntax: 'proto3',
  messageType: [
    {
      name: 'BadRequest',
      field: [
        {
          name: 'field_violations',
          jsonName: 'fieldViolations',
          number: 1,
          label: Label.REPEATED,
          type: Type.MESSAGE,
          typeName: '.google.rpc.BadRequest.FieldViolation',
        },
      ],
      nestedType: [
        {
          name: 'FieldViolation',
          field: [
            { name: 'field', jsonName: 'field', number: 1, label: Label.OPTIONAL, type: Type.STRING },
            {
              name: 'description',
              jsonName: 'description',
              number: 2,
              label: Label.OPTIONAL,
              type: Type.STRING,
            },
          ],
        },
      ],
    },
  ],
})

const registry = createFileRegistry(errorDetailsFile, () => undefined)

export interface BadRequestShape {
  fieldViolations: { field: string; description: string }[]
}

/** The message descriptor of google.rpc.BadRequest, for `ConnectError.findDetails` and for raising one. */
export const BadRequestSchema = registry.getMessage('google.rpc.BadRequest') as DescMessage
