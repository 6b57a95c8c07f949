// The load generator of bench/list-orders-load.ts, in a process of its own (decision 0225): a fresh heap whose
// collections and event loop nothing else shares, started in a session of its own so that the scheduler can give
// it a core apart from the bench's (see priority.ts). `loadInProcess(job)` runs one job there and resolves to its
// result; run as a script, this file runs the job given as JSON in its first argument and prints the result as
// one JSON line.
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { closedLoad, type ClosedResult } from './closed-load'
import { grpcWebSucceeded } from './grpc-web-status'
import { pacedLoad, type PacedLoad, type PacedResult } from './paced-load'
import { startProbe, type ProbeFigures } from './probe.mjs'
import { cpuPressure, loadAverage } from './where-time-went'
import { raisePriority } from './priority'

interface Request {
  url: string
  headers: Record<string, string>
  /** The body, base64 (binary bodies survive the trip as JSON). */
  body: string
  /** The gRPC-web check of a 200 answer's body (grpc-web-status.ts). */
  grpcWeb: boolean
}

export type Job =
  | {
      kind: 'capacity'
      url: string
      connections: number
      durationS: number
      /** One request, or several in turn, a slot of `slotS` seconds each (closed-load.ts). */
      requests: Omit<Request, 'url'>[]
      slotS?: number
    }
  | (Request & {
      kind: 'paced'
      rate: number
      durationS: number
      /** Seconds at the same rate before the measured ones (lib/paced-load.ts). */
      warmUpS: number
      connections: number
    })

export interface CapacityResult {
  kind: 'capacity'
  /** How the process was scheduled (priority.ts). */
  priority: string
  /** The figures of each request, in the job's order. */
  results: ClosedResult[]
}

export interface PacedRun {
  kind: 'paced'
  priority: string
  paced: PacedResult
  /** The load generator's own figures during the run (lib/probe.mjs). */
  probe: ProbeFigures
  seconds: number
  /** The machine's CPU pressure during the run (µs of "some" waiting), and its load average at the end. */
  pressureMicros: number | undefined
  load: number
}

/** The line the load generator prints when the measured part of a paced load begins. */
const MEASURING = 'MEASURING'

async function run(job: Job): Promise<Omit<CapacityResult, 'priority'> | Omit<PacedRun, 'priority'>> {
  if (job.kind === 'capacity') {
    const results = await closedLoad({
      url: job.url,
      method: 'POST',
      connections: job.connections,
      durationS: job.durationS,
      requests: job.requests.map((request) => ({
        headers: request.headers,
        body: Buffer.from(request.body, 'base64'),
        ...(request.grpcWeb ? { succeeded: grpcWebSucceeded } : {}),
      })),
      ...(job.slotS ? { slotS: job.slotS } : {}),
    })
    return { kind: 'capacity', results }
  }
  const body = Buffer.from(job.body, 'base64')
  // The figures cover the measured seconds: they start when the warm-up ends, which the parent hears of first.
  const probe = startProbe()
  let pressureBefore = cpuPressure()
  let started = performance.now()
  const onMeasuring = () => {
    process.stdout.write(`${MEASURING}\n`)
    probe.restart()
    pressureBefore = cpuPressure()
    started = performance.now()
  }
  const load: PacedLoad = {
    url: job.url,
    method: 'POST',
    headers: job.headers,
    body,
    rate: job.rate,
    durationS: job.durationS,
    warmUpS: job.warmUpS,
    connections: job.connections,
    onMeasuring,
    ...(job.grpcWeb ? { succeeded: grpcWebSucceeded } : {}),
  }
  const paced = await pacedLoad(load)
  const pressureAfter = cpuPressure()
  return {
    kind: 'paced',
    paced,
    probe: probe.report(),
    seconds: (performance.now() - started) / 1000,
    pressureMicros:
      pressureBefore === undefined || pressureAfter === undefined
        ? undefined
        : pressureAfter - pressureBefore,
    load: loadAverage(),
  }
}

/**
 * Runs `job` in a load generator process of its own, at the priority `priority` says (priority.ts), and
 * resolves to its result; `onMeasuring` is called when a paced load's warm-up is over.
 */
export function loadInProcess(
  job: Extract<Job, { kind: 'capacity' }>,
  priority: boolean,
): Promise<CapacityResult>
export function loadInProcess(
  job: Extract<Job, { kind: 'paced' }>,
  priority: boolean,
  onMeasuring?: () => void,
): Promise<PacedRun>
export function loadInProcess(
  job: Job,
  priority: boolean,
  onMeasuring?: () => void,
): Promise<CapacityResult | PacedRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(import.meta.url), JSON.stringify(job)],
      // A session of its own: the scheduler's group (autogroup) of this process and no other.
      { detached: true, stdio: ['ignore', 'pipe', 'inherit'] },
    )
    const how = priority ? raisePriority(child.pid!) : 'normal priority (BENCH_PRIORITY=0)'
    const stop = () => child.exitCode === null && child.kill('SIGTERM')
    process.once('exit', stop)
    let output = ''
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      if (output.startsWith(`${MEASURING}\n`)) {
        output = output.slice(MEASURING.length + 1)
        onMeasuring?.()
      }
    })
    child.once('error', reject)
    child.once('exit', (code) => {
      process.off('exit', stop)
      if (code !== 0) return reject(new Error(`the load generator exited with code ${code}`))
      resolve({ ...(JSON.parse(output) as CapacityResult | PacedRun), priority: how })
    })
  })
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await run(JSON.parse(process.argv[2]!) as Job)
  process.stdout.write(`${JSON.stringify(result)}\n`)
}
