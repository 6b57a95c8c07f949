// Finds a system Chromium for the end-to-end tests. Test tools may not download browsers here, so when none
// is found and we run as root, Debian's `chromium` package is installed; otherwise we stop and say what to install.
import { existsSync } from 'node:fs'
import { execSync } from 'node:child_process'

const CANDIDATES = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
]

export function findChromium() {
  return CANDIDATES.find((path) => path && existsSync(path))
}

const isMain = import.meta.url === `file://${process.argv[1]}`
if (isMain && !findChromium()) {
  if (process.getuid?.() === 0) {
    console.log('No Chromium found: installing Debian package "chromium" (apt-get)...')
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
      stdio: 'inherit',
    })
  } else {
    console.error(
      'End-to-end tests need a system Chromium and none was found.\n' +
        'Install it (Debian/Ubuntu: `sudo apt-get install -y chromium`) or set CHROMIUM_PATH to its executable.',
    )
    process.exit(1)
  }
}
