// Node flags the mock API runs with, wherever it is started (`npm run start:api` in package.json says the same,
// as package.json cannot import this list; the benchmarks import it). The e2e run starts it at scale 1 without
// them: they matter under load only.
//
// --max-semi-space-size=4: a small young generation (decision 0237). With a large one (64 MB, chosen when the
// data lived in a 1.3 GB heap), V8 starts incremental marking whenever the old generation's room falls below the
// young generation's size, which with a 30 MB heap was always: the load benchmark at scale 50 ran a full
// mark-compact every ~150 ms (327 in a run, against 27 scavenges), its marking threads took 5 s of CPU in 20 s and
// the server's CPU per answer was 0.57–0.67 ms. With 4 MB: scavenges of about 1 ms, a few full collections, and
// 0.30–0.31 ms per answer.
export const MOCK_API_NODE_FLAGS = ['--max-semi-space-size=4']
