import type { Page } from '@playwright/test'

/** What the traps caught in the page: script that ran (dialogs) and what the Content-Security-Policy blocked. */
export interface Caught {
  dialogs: string[]
  cspViolations: string[]
}

/**
 * Installs, before any of the app's script runs, traps for script injected by hostile data: `alert`, `confirm`
 * and `prompt` replaced by recorders, a `dialog` listener (dialogs from frames), and a recorder of
 * `securitypolicyviolation` events. Read them with `caught(page)`.
 */
export async function installXssTrap(page: Page): Promise<{ caught: () => Promise<Caught> }> {
  const frameDialogs: string[] = []
  page.on('dialog', (dialog) => {
    frameDialogs.push(`${dialog.type()}: ${dialog.message()}`)
    void dialog.dismiss().catch(() => {})
  })
  await page.addInitScript(() => {
    const w = window as unknown as { __xssDialogs: string[]; __cspViolations: string[] }
    w.__xssDialogs = []
    w.__cspViolations = []
    for (const name of ['alert', 'confirm', 'prompt'] as const) {
      Object.defineProperty(window, name, {
        configurable: false,
        writable: false,
        value: (message?: unknown) => {
          w.__xssDialogs.push(`${name}: ${String(message)}`)
          return name === 'confirm' ? false : null
        },
      })
    }
    document.addEventListener('securitypolicyviolation', (event) => {
      w.__cspViolations.push(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      )
    })
  })
  return {
    caught: async () => {
      const inPage = await page.evaluate(() => {
        const w = window as unknown as { __xssDialogs?: string[]; __cspViolations?: string[] }
        return { dialogs: w.__xssDialogs ?? [], cspViolations: w.__cspViolations ?? [] }
      })
      return { dialogs: [...frameDialogs, ...inPage.dialogs], cspViolations: inPage.cspViolations }
    },
  }
}
