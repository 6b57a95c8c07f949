/** Template-apps §3 Knowledge base: categories, one category's question groups, one question page. */
export interface KbCategory {
  id: number
  /** The category's slug in the address. */
  category: string
  title: string
  desc: string
  img: string
}

export interface KbQuestionLink {
  id: number
  question: string
  slug: string
}

export interface KbCategoryGroup {
  id: number
  title: string
  /** A feather-style icon name. */
  icon: string
  /** A theme colour name. */
  iconColor: string
  questions: KbQuestionLink[]
}

export interface KbQuestion {
  title: string
  lastUpdated: string
  relatedQuestions: KbQuestionLink[]
  /** HTML */
  content: string
}

const folded = (text: string) => text.toLocaleLowerCase().trim()

/** Categories whose title or description contains the search (ignoring case). */
export const filterKbCategories = (categories: readonly KbCategory[], search: string): KbCategory[] =>
  categories.filter(
    (c) =>
      folded(search) === '' ||
      folded(c.title).includes(folded(search)) ||
      folded(c.desc).includes(folded(search)),
  )

/** Groups keeping only questions that contain the search; groups left empty are dropped. */
export function filterKbGroups(groups: readonly KbCategoryGroup[], search: string): KbCategoryGroup[] {
  const needle = folded(search)
  if (needle === '') return [...groups]
  return groups.flatMap((group) => {
    const questions = group.questions.filter((q) => folded(q.question).includes(needle))
    return questions.length > 0 ? [{ ...group, questions }] : []
  })
}

/** The category named by a slug in the address. */
export const findKbCategory = (categories: readonly KbCategory[], slug: string): KbCategory | undefined =>
  categories.find((c) => c.category === slug)

/** The question link named by a slug, in any group. */
export const findKbQuestion = (
  groups: readonly KbCategoryGroup[],
  slug: string,
): KbQuestionLink | undefined => groups.flatMap((g) => g.questions).find((q) => q.slug === slug)
