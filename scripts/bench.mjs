// Runs every benchmark in bench/ in turn; each prints its own figures.
import { readdirSync } from 'node:fs'
import { execFileSync } from 'node:child_process'

const only = process.argv[2]
for (const file of readdirSync('bench')
  .filter((name) => /\.(mjs|ts)$/.test(name))
  .sort()) {
  if (only && !file.includes(only)) continue
  console.log(`\n=== ${file}`)
  // TypeScript benchmarks run through tsx so they can use the generated code and the domain.
  const loader = file.endsWith('.ts') ? ['--import', 'tsx'] : []
  execFileSync(process.execPath, [...loader, `bench/${file}`], { stdio: 'inherit' })
}
