// Moves the breaking-change baseline deliberately: rebuilds contracts/baseline/cargo.binpb from proto/ with
// `buf build -o`. Run it (plain `node`, no npm) only when a wire change that breaks old clients is intended,
// and commit the new image with the proto change. It first prints what the move accepts.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const buf = path.join(root, 'node_modules', '.bin', 'buf')
const baseline = 'contracts/baseline/cargo.binpb'

if (existsSync(path.join(root, baseline))) {
  console.log(`Changes accepted by moving ${baseline} (empty: none break old clients):`)
  spawnSync(buf, ['breaking', '--against', baseline], { cwd: root, stdio: 'inherit' })
}
mkdirSync(path.join(root, 'contracts', 'baseline'), { recursive: true })
const build = spawnSync(buf, ['build', '-o', baseline], { cwd: root, stdio: 'inherit' })
if (build.status !== 0) process.exit(build.status ?? 1)
console.log(`Wrote ${baseline}. Commit it together with the proto change.`)
