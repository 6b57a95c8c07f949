/**
 * How long typing must pause before a search box asks the server: long enough that a word typed at speed makes
 * one request, short enough that the answer to a pause comes at once (it was 300 ms; `npm run bench` prints
 * the keystroke-to-rows figure that includes it). Its own module, so the benchmark reads the same number.
 */
export const SEARCH_DEBOUNCE_MS = 150
