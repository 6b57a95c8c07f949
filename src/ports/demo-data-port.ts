/** The in-browser mock's data kept in browser storage (decision 0062). */
export interface DemoDataPort {
  /** Forgets every change made to the demo data in this browser; the next page load starts from the seed. */
  reset(): void
}
