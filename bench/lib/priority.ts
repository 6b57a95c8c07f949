// The scheduling priority of the load bench's server and load generator (decision 0225). On a machine whose
// cores other work keeps busy, a process gets its share of them, not what it needs: at half its capacity the
// server's main thread waited on a run queue for a quarter to most of the bench's 20 s, and its latency measured
// the neighbours. Linux gives each session a scheduling group of its own (autogroup) and shares the cores
// between groups: each of these processes is started in a session of its own (spawn's `detached`) and its group
// is given nice -10, so that the machine's other work yields the core it asks for. It takes no more than it uses
// (the server at half load wants about a third of a core) and stalls of its own (collections, work on its event
// loop) still show. BENCH_PRIORITY=0 runs both at the normal priority.
import fs from 'node:fs'
import os from 'node:os'

export const NICE = -10

/** Whether the bench raises the priority of its server and load generator (BENCH_PRIORITY, default on). */
export const priorityWanted = () => process.env.BENCH_PRIORITY !== '0'

const groupOf = (pid: number | 'self') => {
  try {
    return fs.readFileSync(`/proc/${pid}/autogroup`, 'latin1').split(' ')[0]
  } catch {
    return undefined
  }
}

/**
 * Gives the process `pid` (started in a session of its own) nice -10: its scheduling group's when the kernel has
 * autogroups (never this process's own group), else its main thread's. Says how, or why it could not.
 */
export function raisePriority(pid: number): string {
  const group = groupOf(pid)
  if (group !== undefined && group !== groupOf('self')) {
    try {
      fs.writeFileSync(`/proc/${pid}/autogroup`, String(NICE))
      return `its own scheduling group (autogroup) at nice ${NICE}`
    } catch (error) {
      return `normal priority (autogroup nice ${NICE} refused: ${(error as Error).message})`
    }
  }
  try {
    os.setPriority(pid, NICE)
    return `nice ${NICE}`
  } catch (error) {
    return `normal priority (nice ${NICE} refused: ${(error as Error).message})`
  }
}
