/**
 * Where the in-browser mock keeps each template app's data between page loads (issue 28 item 4, decision 0062):
 * one local-storage entry per app, `demoData:v<version>:<app>`. The version changes when a stored shape would no
 * longer fit the code; entries of other versions are then ignored and cleared by "Reset demo data".
 */
export const DEMO_DATA_KEY_PREFIX = 'demoData:'
export const DEMO_DATA_VERSION = 1

export const demoDataKey = (app: string): string => `${DEMO_DATA_KEY_PREFIX}v${DEMO_DATA_VERSION}:${app}`

/** Whether a local-storage key holds demo data (any version). */
export const isDemoDataKey = (key: string): boolean => key.startsWith(DEMO_DATA_KEY_PREFIX)
