import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { Crumbs } from './pages-styles'

/** Where a page sits: links to the pages above it, the current one last (aria-current). */
export function Breadcrumbs({ trail }: { trail: readonly { label: string; href?: string }[] }) {
  const { t } = useTranslation('pages')
  return (
    <Crumbs aria-label={t('breadcrumbs')}>
      <ol>
        {trail.map((step, index) => (
          <li key={`${index}-${step.label}`}>
            {step.href ? (
              <Link href={step.href}>{step.label}</Link>
            ) : (
              <span aria-current="page">{step.label}</span>
            )}
          </li>
        ))}
      </ol>
    </Crumbs>
  )
}
