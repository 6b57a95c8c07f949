/**
 * Work done in arrival order, a few milliseconds of it per turn of the event loop (decision 0244).
 *
 * libuv accepts one new connection per turn of the loop (libuv#3696). When a turn answered every call waiting on
 * the open connections, a loaded server took a turn of several hundred milliseconds per new connection: under the
 * soak (100 connections opened at once) some waited over 10 s before their first call was read, while the others'
 * calls took 1 s. Answering a slice of calls per turn keeps the turns short, so new connections come in at once,
 * and the calls are answered in the order they arrived, whichever connection they came on.
 */
export class TurnQueue {
  private readonly waiting: (() => void)[] = []
  private scheduled = false

  /** `budgetMs`: after this long in one turn, the rest waits for the next turn (at least one runs per turn). */
  constructor(private readonly budgetMs = 4) {}

  /** Runs `work` after the work queued before it, in this turn or a later one. */
  run(work: () => void): void {
    this.waiting.push(work)
    if (!this.scheduled) {
      this.scheduled = true
      setImmediate(this.drain)
    }
  }

  private readonly drain = (): void => {
    const started = performance.now()
    do {
      try {
        this.waiting.shift()!()
      } catch (error) {
        console.error('queued work failed', error)
      }
    } while (this.waiting.length > 0 && performance.now() - started < this.budgetMs)
    if (this.waiting.length > 0) setImmediate(this.drain)
    else this.scheduled = false
  }
}
