import type {
  FaqData,
  KbCategory,
  KbCategoryGroup,
  KbQuestion,
  PricingData,
  ProfileData,
} from '../domain/apps/pages'

/**
 * The template's pages (template-apps §7): profile (`GET /profile/data`), FAQ (`GET /faq/data?q=`), knowledge
 * base (`GET /faq/data/knowledge_base`, `/faq/data/category`, `/faq/data/question`) and pricing
 * (`GET /pricing/data`). All reads.
 */
export interface PagesPort {
  getProfile(): Promise<ProfileData>
  /** The categories keeping only questions whose text contains `q` (empty: all). */
  searchFaq(q: string): Promise<FaqData>
  listKbCategories(): Promise<KbCategory[]>
  /** The question groups of a category (the mock answers the same groups for every category). */
  listKbGroups(category: string): Promise<KbCategoryGroup[]>
  /** A question page (the mock answers the same article for every question). */
  getKbQuestion(category: string, question: string): Promise<KbQuestion>
  getPricing(): Promise<PricingData>
}
