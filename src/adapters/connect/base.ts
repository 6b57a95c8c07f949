import type { Transport } from '@connectrpc/connect'
import type { CallPipeline } from '../pipeline/call-pipeline'
import { rpcCaller, type RpcCaller } from './call'
import { createBrowserTransport } from './transport'

/**
 * What every Connect service adapter is built on: one transport and one caller through the call pipeline.
 * Loaded apart from the services, so that a screen loads the generated code of the services it calls only
 * (decision 0141).
 */
export interface ConnectBase {
  transport: Transport
  call: RpcCaller
}

export function createConnectBase(options: {
  baseUrl: string
  pipeline: CallPipeline
  transport?: Transport
  fetch?: typeof fetch
}): ConnectBase {
  return {
    transport:
      options.transport ?? createBrowserTransport({ baseUrl: options.baseUrl, fetch: options.fetch }),
    call: rpcCaller(options.pipeline),
  }
}
