import { StatisticsCardsPage } from '../CardsPages'

/** The route's own module; the cards it shows live in the chunk the four card routes share. */
export default StatisticsCardsPage
