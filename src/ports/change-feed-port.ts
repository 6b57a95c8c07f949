import type { RecordChange } from '../domain/changes'

/** What a screen hears from the change feed (issue 29). */
export interface ChangeListener {
  /** A committed change of a record of one of the collections subscribed to. */
  change(change: RecordChange): void
  /**
   * Changes may have been missed (the feed was away longer than the server remembers, or the data was reset):
   * whatever the screen shows should be loaded again.
   */
  missed?(): void
}

/**
 * The change feed, shared by the whole tab: one stream while any screen subscribes, closed when the last one
 * leaves; it reconnects after a drop and resumes after the last change it saw.
 */
export interface ChangeFeedPort {
  /** Hears the changes of `collections` (`orders`, `customers`, ...) until the returned function is called. */
  subscribe(collections: readonly string[], listener: ChangeListener): () => void
}

/** One message of the change stream (ChangeService.WatchChanges), in domain terms. */
export type ChangeStreamMessage =
  | { kind: 'started'; cursor: string; reloadRequired: boolean }
  | { kind: 'change'; change: RecordChange }
  | { kind: 'heartbeat'; cursor: string }

export interface ChangeStreamRequest {
  collections: readonly string[]
  /** The cursor of the last change seen; '' for changes from now on. */
  resumeAfter: string
}

/**
 * Opens one change stream (the transport's part): messages until the stream ends or `signal` aborts; a failure
 * rejects the iteration with a PortError.
 */
export type OpenChangeStream = (
  request: ChangeStreamRequest,
  options: { signal: AbortSignal; headers: Headers },
) => AsyncIterable<ChangeStreamMessage>
