/** What an uploader accepts: content types or name endings (`image/*`, `application/pdf`, `.csv`) and a size. */
export interface UploadRules {
  /** Empty or absent: any type. */
  accept?: readonly string[]
  /** The largest file in bytes; absent: no limit here (the server still has one). */
  maxBytes?: number
}

export type UploadProblem = 'empty' | 'tooLarge' | 'wrongType'

const matchesType = (file: { name: string; type: string }, pattern: string): boolean => {
  const wanted = pattern.trim().toLowerCase()
  if (wanted.startsWith('.')) return file.name.toLowerCase().endsWith(wanted)
  const type = file.type.toLowerCase()
  if (wanted.endsWith('/*')) return type.startsWith(wanted.slice(0, -1))
  return type === wanted
}

/**
 * Why a chosen file is refused before it is sent, or null when it may be uploaded: an empty file, one over
 * the size limit, or one of a type not accepted (by content type, a `type/*` family or a name ending).
 */
export function uploadProblem(
  file: { name: string; size: number; type: string },
  rules: UploadRules = {},
): UploadProblem | null {
  if (file.size === 0) return 'empty'
  if (rules.maxBytes !== undefined && file.size > rules.maxBytes) return 'tooLarge'
  if (rules.accept && rules.accept.length > 0 && !rules.accept.some((pattern) => matchesType(file, pattern)))
    return 'wrongType'
  return null
}
