import type { Language } from '../i18n/languages'

const STRIPES: Record<Exclude<Language, 'en'>, [string, string, string]> = {
  ru: ['#ffffff', '#0039a6', '#d52b1e'],
  am: ['#d90012', '#0033a0', '#f2a800'],
}

/** A small flag of a language: the United Kingdom for English, Russia, Armenia. */
export function Flag({ language }: { language: Language }) {
  if (language === 'en') {
    return (
      <svg viewBox="0 0 60 30" width="22" height="14" aria-hidden="true" style={{ borderRadius: 2 }}>
        <rect width="60" height="30" fill="#012169" />
        <path d="M0,0 60,30 M60,0 0,30" stroke="#fff" strokeWidth="6" />
        <path d="M0,0 60,30 M60,0 0,30" stroke="#c8102e" strokeWidth="2" />
        <path d="M30,0 v30 M0,15 h60" stroke="#fff" strokeWidth="10" />
        <path d="M30,0 v30 M0,15 h60" stroke="#c8102e" strokeWidth="6" />
      </svg>
    )
  }
  const [top, middle, bottom] = STRIPES[language]
  return (
    <svg
      viewBox="0 0 3 2"
      width="22"
      height="14"
      aria-hidden="true"
      style={{ borderRadius: 2, boxShadow: '0 0 0 1px #0001' }}
    >
      <rect width="3" height="2" fill={top} />
      <rect y="0.667" width="3" height="0.667" fill={middle} />
      <rect y="1.333" width="3" height="0.667" fill={bottom} />
    </svg>
  )
}
