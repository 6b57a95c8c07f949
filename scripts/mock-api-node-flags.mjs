// Node flags the mock API runs with, wherever it is started (`npm run start:api` in package.json says the same,
// as package.json cannot import this list; the benchmarks import it). The e2e run starts it at scale 1 without
// them: they matter for large heaps only.
//
// --max-semi-space-size=64: a young-generation collection (scavenge) costs a fixed part that grows with the old
// generation (about 1 ms at scale 1, 10-12 ms at scale 50, where the heap holds ~1.3 GB), however little
// survives. With the default 16 MB semi-space, the load benchmark at scale 50 ran one every ~50 ms and spent a
// quarter of its time in them; with 64 MB, a quarter as many (bench/README.md, "Mock API at scale 50").
export const MOCK_API_NODE_FLAGS = ['--max-semi-space-size=64']
