/** The Chromium to run: `CHROMIUM_PATH` when set; for the tests (`forTests`) the headless shell where present. */
export function findChromium(options?: { forTests?: boolean }): string | undefined
