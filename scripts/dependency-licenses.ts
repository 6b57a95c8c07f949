import { readFileSync } from 'node:fs'
import { join } from 'node:path'

export interface DependencyLicense {
  name: string
  version: string
  license: string
}

/**
 * The runtime dependencies the app ships, with the version installed and its licence, read from
 * package.json and node_modules when the app is built (the license page lists them; never stale).
 */
export function dependencyLicenses(root = process.cwd()): DependencyLicense[] {
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>
  }
  return Object.keys(manifest.dependencies)
    .sort()
    .map((name) => {
      try {
        const installed = JSON.parse(
          readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8'),
        ) as {
          version?: string
          license?: string
        }
        return { name, version: installed.version ?? '', license: installed.license ?? 'UNKNOWN' }
      } catch {
        return { name, version: manifest.dependencies[name] ?? '', license: 'UNKNOWN' }
      }
    })
}
