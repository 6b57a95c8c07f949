// Finds a system Chromium for the end-to-end tests. Test tools may not download browsers here, so when none
// is found and we run as root, Debian's packages are installed; otherwise we stop and say what to install.
//
// The tests prefer Debian's `chromium-headless-shell` (the old headless mode: the browser without its desktop
// parts) to the full `chromium`: the same Blink and V8, with about a quarter less CPU per test on this 2-core
// machine, where the end-to-end stage is short of CPU (decision 0218). The benches keep the full browser, whose
// figures are what a person's browser does.
import { existsSync } from 'node:fs'
import { execSync } from 'node:child_process'

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'
const BROWSERS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome']

/** The Chromium to run: `CHROMIUM_PATH` when set; for the tests (`forTests`) the headless shell where present. */
export function findChromium({ forTests = false } = {}) {
  const candidates = [process.env.CHROMIUM_PATH, ...(forTests ? [HEADLESS_SHELL] : []), ...BROWSERS]
  return candidates.find((path) => path && existsSync(path))
}

/** Installs Debian packages; `timeoutMs` bounds an install the run can do without (a package source that hangs). */
const aptInstall = (packages, timeoutMs) =>
  execSync(
    `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages.join(' ')}`,
    { stdio: 'inherit', timeout: timeoutMs },
  )

const isMain = import.meta.url === `file://${process.argv[1]}`
if (isMain && !process.env.CHROMIUM_PATH) {
  const root = process.getuid?.() === 0
  if (!findChromium()) {
    if (!root) {
      console.error(
        'End-to-end tests need a system Chromium and none was found.\n' +
          'Install it (Debian/Ubuntu: `sudo apt-get install -y chromium-headless-shell chromium`) or set ' +
          'CHROMIUM_PATH to its executable.',
      )
      process.exit(1)
    }
    console.log(
      'No Chromium found: installing Debian packages "chromium" and "chromium-headless-shell" (apt-get)...',
    )
    aptInstall(['chromium', 'chromium-headless-shell'])
  } else if (root && !existsSync(HEADLESS_SHELL)) {
    // Only a speed-up: without it (no package source reachable, another distribution) the full browser runs them.
    try {
      console.log('Installing Debian package "chromium-headless-shell" for the end-to-end tests (apt-get)...')
      aptInstall(['chromium-headless-shell'], 120_000)
    } catch {
      console.warn(
        'chromium-headless-shell could not be installed: the end-to-end tests run in the full Chromium.',
      )
    }
  }
}
