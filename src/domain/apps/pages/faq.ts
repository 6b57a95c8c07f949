/** Template-apps §3 FAQ (GET /faq/data?q=): five categories, each with questions and answers. */
export const FAQ_CATEGORY_KEYS = [
  'payment',
  'delivery',
  'cancellationReturn',
  'myOrders',
  'productServices',
] as const
export type FaqCategoryKey = (typeof FAQ_CATEGORY_KEYS)[number]

export interface FaqQuestion {
  question: string
  ans: string
}

export interface FaqCategory {
  /** A feather-style icon name. */
  icon: string
  title: string
  subtitle: string
  qandA: FaqQuestion[]
}

/** The answer: categories with no matching question are left out. */
export type FaqData = Partial<Record<FaqCategoryKey, FaqCategory>>

/** The answered categories in the page's order, with their keys. */
export function faqCategories(data: FaqData): (FaqCategory & { key: FaqCategoryKey })[] {
  return FAQ_CATEGORY_KEYS.flatMap((key) => {
    const category = data[key]
    return category ? [{ ...category, key }] : []
  })
}

/** The number of questions over every category. */
export const countFaqQuestions = (data: FaqData): number =>
  faqCategories(data).reduce((sum, category) => sum + category.qandA.length, 0)
