// `npm test`: every check, in stages, stopping at the first stage that fails, and printing each stage's wall
// time at the end (also after a failure), so the next person sees where the run's time goes (issue 24).
//
// The static checks and the production build have no order between them: they run side by side (tsc and eslint
// are single-threaded; the machine has two cores). The end-to-end tests then serve that build instead of making
// their own (E2E_PREBUILT=1, read by playwright.config.ts), and the size check reads the same dist/ first.
import { spawn } from 'node:child_process'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const bin = (name) => path.join(root, 'node_modules', '.bin', name)

/**
 * One stage: a name and the commands it runs side by side, each `{ name, command: [command, args, env?] }`. Every
 * command's own wall time is printed under its stage's.
 */
const STAGES = [
  { name: 'generate', commands: [{ name: 'buf generate', command: [bin('buf'), ['generate']] }] },
  {
    name: 'typecheck, lint, buf, build',
    commands: [
      { name: 'tsc', command: [bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']] },
      { name: 'eslint', command: [bin('eslint'), ['.']] },
      // Dead files, exports and dependencies (knip.json, decision 0151).
      { name: 'knip', command: [bin('knip'), ['--no-progress']] },
      { name: 'buf lint', command: [bin('buf'), ['lint']] },
      { name: 'buf format', command: [bin('buf'), ['format', '--diff', '--exit-code']] },
      { name: 'vite build', command: [bin('vite'), ['build', '--logLevel', 'warn']] },
      // The browser the end-to-end tests run (installed when missing, as root: mostly a wait on the network).
      { name: 'chromium', command: ['node', ['scripts/ensure-chromium.mjs']] },
    ],
  },
  // The size budgets read the build just made: a few seconds, so a bundle over budget fails before the long stages.
  {
    name: 'size',
    commands: [{ name: 'bundle budgets', command: ['node', ['scripts/check-bundle-size.mjs']] }],
  },
  { name: 'unit', commands: [{ name: 'vitest', command: [bin('vitest'), ['run']] }] },
  // Side by side: both mostly wait (on servers starting, on the browser), each kept a core two-thirds idle alone.
  // Their ports differ: the contracts' servers take free ports, the dev build's e2e its fixed ones.
  {
    name: 'contracts, e2e (dev build)',
    commands: [
      { name: 'contracts', command: ['node', ['scripts/contracts.mjs']] },
      // The checks that only the development build shows (React's StrictMode runs effects twice).
      {
        name: 'e2e (dev build)',
        command: [bin('playwright'), ['test', '-c', 'playwright.dev.config.ts']],
      },
    ],
  },
  {
    name: 'e2e',
    commands: [{ name: 'playwright', command: [bin('playwright'), ['test'], { E2E_PREBUILT: '1' }] }],
  },
]

/** How many of a command's last output lines a failure prints again at the end of the run. */
const TAIL_LINES = 200

/**
 * Runs one command, its output passed on as it comes; resolves with its exit code and its last lines. A stage's
 * commands run side by side and their output interleaves, and CI shows only the end of a run's output: a failed
 * command's last lines are printed again after the stage times, so its error is what the reader sees last.
 */
function run([command, args, env = {}]) {
  return new Promise((resolve) => {
    const tail = []
    const partial = { stdout: '', stderr: '' }
    const keep = (stream, chunk) => {
      const lines = (partial[stream] + chunk).split('\n')
      partial[stream] = lines.pop() ?? ''
      tail.push(...lines)
      if (tail.length > TAIL_LINES) tail.splice(0, tail.length - TAIL_LINES)
    }
    const child = spawn(command, args, {
      cwd: root,
      stdio: ['inherit', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    })
    for (const stream of ['stdout', 'stderr']) {
      child[stream].setEncoding('utf8') // a character split between two chunks stays whole
      child[stream].on('data', (chunk) => {
        process[stream].write(chunk)
        keep(stream, chunk)
      })
    }
    const done = (code) =>
      resolve({ code, tail: [...tail, ...[partial.stdout, partial.stderr].filter(Boolean)] })
    child.on('close', (code, signal) => done(code ?? (signal ? 1 : 0)))
    child.on('error', (error) => {
      console.error(`${command}: ${error.message}`)
      done(1)
    })
  })
}

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`.padStart(7)

/** The machine's CPU time so far, busy and in all, summed over its cores (ms). */
function cpuTimes() {
  let busy = 0
  let all = 0
  for (const { times } of os.cpus()) {
    const total = times.user + times.nice + times.sys + times.irq + times.idle
    all += total
    busy += total - times.idle
  }
  return { busy, all }
}
/** How busy the cores were between two readings: whether a stage could use more workers (an idle core) or not. */
const busyShare = (from, to) =>
  `cores ${Math.round((100 * (to.busy - from.busy)) / (to.all - from.all || 1))} % busy`

/** [name, ms, result, parts: [name, ms, result][], cpu] per stage run. */
const times = []
const started = Date.now()
let failed = null

/** The last lines of each command that failed: [name, lines]. */
const failures = []

/** Runs one command and notes its own time. */
async function timed({ name, command }, parts) {
  const at = Date.now()
  const { code, tail } = await run(command)
  parts.push([name, Date.now() - at, code === 0 ? 'passed' : 'failed'])
  if (code !== 0) failures.push([name, tail])
  return code
}

for (const stage of STAGES) {
  const at = Date.now()
  const cpuAt = cpuTimes()
  console.log(`\n=== ${stage.name} ===`)
  const parts = []
  const codes = await Promise.all(stage.commands.map((command) => timed(command, parts)))
  const code = codes.find((c) => c !== 0) ?? 0
  times.push([
    stage.name,
    Date.now() - at,
    code === 0 ? 'passed' : 'failed',
    parts,
    busyShare(cpuAt, cpuTimes()),
  ])
  if (code !== 0) {
    failed = stage.name
    break
  }
}

console.log('\nstage times (wall clock):')
for (const [name, ms, result, parts, cpu] of times) {
  console.log(`  ${name.padEnd(30)} ${seconds(ms)}  ${result.padEnd(6)}  ${cpu}`)
  if (parts.length > 1)
    for (const [part, partMs] of parts) console.log(`    ${part.padEnd(28)} ${seconds(partMs)}`)
}
console.log(`  ${'total'.padEnd(30)} ${seconds(Date.now() - started)}`)
if (failed) {
  for (const [name, tail] of failures) {
    console.error(`\n=== the last ${tail.length} lines of ${name}, which failed ===`)
    console.error(tail.join('\n'))
  }
  console.error(`\nnpm test failed in stage: ${failed}`)
  process.exit(1)
}
