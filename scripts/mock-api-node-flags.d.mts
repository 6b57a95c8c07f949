/** Node flags the mock API runs with (see mock-api-node-flags.mjs). */
export declare const MOCK_API_NODE_FLAGS: readonly string[]
