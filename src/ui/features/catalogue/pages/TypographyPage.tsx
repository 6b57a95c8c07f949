import { useTranslation } from 'react-i18next'
import styled from 'styled-components'
import { CataloguePage, CatalogueSection, useProps } from '../catalogue-parts'

const Muted = styled.p`
  color: ${({ theme }) => theme.skin.muted};
`
const Quote = styled.blockquote`
  margin: 0;
  padding-inline-start: 1rem;
  border-inline-start: 4px solid ${({ theme }) => theme.colors.primary.main};
`

const HEADINGS_CODE = `
<h1>{t('title')}</h1>          // one per page: the screen's title
<h2 id="fees">{t('fees')}</h2>  // a section (Card aria-labelledby="fees")
<h3>{t('lines')}</h3>           // a part of that section
`
const TEXT_CODE = `
<p>{t('intro')}</p>
<p>Press <kbd>Ctrl</kbd> + <kbd>K</kbd> to search.</p>
<p className="visually-hidden">{t('readOnlyNote')}</p>
`
const MIXED_CODE = `
// An e-mail, a code or an English sentence inside Armenian or Russian text:
<bdi>{customer.email}</bdi>
<span dir="auto">{order.note}</span>
`

/** /ui-element/typography: the theme's headings, text and lists, and mixed-direction text. */
export default function TypographyPage() {
  const { t } = useTranslation('catalogue')
  const helpers = useProps('typography.props', [
    ['.visually-hidden', 'className'],
    ['<bdi>', 'element'],
    ['dir="auto"', 'attribute'],
  ])
  return (
    <CataloguePage title={t('typography.title')} intro={t('typography.intro')}>
      <CatalogueSection
        id="headings"
        title={t('typography.headings.title')}
        description={t('typography.headings.description')}
        code={HEADINGS_CODE}
      >
        <h3>{t('typography.headings.h3')}</h3>
        <h4>{t('typography.headings.h4')}</h4>
        <h5>{t('typography.headings.h5')}</h5>
        <h6>{t('typography.headings.h6')}</h6>
      </CatalogueSection>
      <CatalogueSection
        id="text"
        title={t('typography.text.title')}
        description={t('typography.text.description')}
        code={TEXT_CODE}
        props={helpers}
      >
        <p>{t('typography.text.paragraph')}</p>
        <p>
          <strong>{t('typography.text.strong')}</strong> · <em>{t('typography.text.em')}</em> ·{' '}
          <small>{t('typography.text.small')}</small> · <mark>{t('typography.text.mark')}</mark>
        </p>
        <Muted>{t('typography.text.muted')}</Muted>
        <p>
          {t('typography.text.keys')} <kbd>Ctrl</kbd> + <kbd>K</kbd>
        </p>
        <Quote>{t('typography.text.quote')}</Quote>
      </CatalogueSection>
      <CatalogueSection
        id="lists"
        title={t('typography.lists.title')}
        description={t('typography.lists.description')}
        code={'<ul>…</ul>\n<ol>…</ol>\n<dl><dt>…</dt><dd>…</dd></dl>'}
      >
        <ul>
          <li>{t('typography.lists.one')}</li>
          <li>{t('typography.lists.two')}</li>
        </ul>
        <ol>
          <li>{t('typography.lists.first')}</li>
          <li>{t('typography.lists.second')}</li>
        </ol>
        <dl>
          <dt>{t('typography.lists.term')}</dt>
          <dd>{t('typography.lists.definition')}</dd>
        </dl>
      </CatalogueSection>
      <CatalogueSection
        id="mixed"
        title={t('typography.mixed.title')}
        description={t('typography.mixed.description')}
        code={MIXED_CODE}
      >
        <p>
          {t('typography.mixed.email')} <bdi>admin@demo.com</bdi>.
        </p>
        <p>
          {t('typography.mixed.code')} <bdi>INV-2026/0042</bdi>.
        </p>
        <p>
          {t('typography.mixed.note')} <span dir="auto">Deliver before noon, please!</span>
        </p>
      </CatalogueSection>
    </CataloguePage>
  )
}
