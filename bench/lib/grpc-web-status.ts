// Whether a gRPC-web answer of the load benches succeeded: a 200 says nothing, the trailer frame says the status.

/**
 * A gRPC-web answer says its status in the trailer frame at its end; a failed call says other than 0 there. The
 * frames are walked by their lengths to the trailer: the message's bytes are not read.
 */
export function grpcWebSucceeded(body: Buffer): boolean {
  for (let at = 0; at + 5 <= body.byteLength; at += 5 + body.readUInt32BE(at + 1))
    if (body[at]! & 0x80)
      return /^grpc-status: ?0\r$/im.test(body.toString('latin1', at + 5, at + 5 + body.readUInt32BE(at + 1)))
  return false
}
