// Runs every benchmark in bench/ in turn; each prints its own figures.
import { readdirSync } from 'node:fs'
import { execFileSync } from 'node:child_process'

const only = process.argv[2]
for (const file of readdirSync('bench').filter((name) => name.endsWith('.mjs')).sort()) {
  if (only && !file.includes(only)) continue
  console.log(`\n=== ${file}`)
  execFileSync(process.execPath, [`bench/${file}`], { stdio: 'inherit' })
}
