/** Template-apps §3 Profile data (GET /profile/data). */
export interface ProfilePerson {
  avatar: string
  username: string
}

export interface ProfileComment extends ProfilePerson {
  comment: string
  commentsLikes: number
  youLiked: boolean
}

export interface ProfilePost extends ProfilePerson {
  postTime: string
  postText: string
  postImg?: string
  /** The server's rounded like figure ("1.2k"); `likedCount` is the count this page changes. */
  likes: string
  youLiked: boolean
  comments: number
  share: string
  likedUsers: ProfilePerson[]
  likedCount: number
  detailedComments: ProfileComment[]
}

export interface ProfilePoll {
  name: string
  /** The server's percentage text; the page computes its own from the votes (`pollResults`). */
  result: string
  votedUser: ProfilePerson[]
}

export interface ProfileData {
  header: { avatar: string; username: string; designation: string; coverImg: string }
  userAbout: { about: string; joined: string; lives: string; email: string; website: string }
  suggestedPages: (ProfilePerson & { subtitle: string; favorite: boolean })[]
  twitterFeeds: { id: number; imgUrl: string; title: string; tags: string; desc: string; favorite: boolean }[]
  post: ProfilePost[]
  latestPhotos: { img: string }[]
  suggestions: { avatar: string; name: string; mutualFriend: string }[]
  polls: ProfilePoll[]
}

/** The post's like turned over: the flag and the count (never below zero). */
export function toggleLike<T extends { youLiked: boolean }>(item: T, countKey: keyof T & string): T {
  const count = Number(item[countKey]) || 0
  return { ...item, youLiked: !item.youLiked, [countKey]: Math.max(0, count + (item.youLiked ? -1 : 1)) }
}

/** The polls after `voter` votes for option `index`: added there, removed from any other option. */
export function votePoll(polls: readonly ProfilePoll[], index: number, voter: ProfilePerson): ProfilePoll[] {
  return polls.map((poll, i) => {
    const others = poll.votedUser.filter((person) => person.username !== voter.username)
    return { ...poll, votedUser: i === index ? [...others, voter] : others }
  })
}

/** The option `voter` chose, or -1. */
export const chosenOption = (polls: readonly ProfilePoll[], voter: string): number =>
  polls.findIndex((poll) => poll.votedUser.some((person) => person.username === voter))

/**
 * Each option's votes and whole percentage of all votes; percentages add up to 100 (largest remainders get the
 * rounding), or are all 0 when nobody voted.
 */
export function pollResults(polls: readonly ProfilePoll[]): { votes: number; percent: number }[] {
  const votes = polls.map((poll) => poll.votedUser.length)
  const total = votes.reduce((sum, v) => sum + v, 0)
  if (total === 0) return votes.map(() => ({ votes: 0, percent: 0 }))
  const exact = votes.map((v) => (v * 100) / total)
  const percent = exact.map(Math.floor)
  let left = 100 - percent.reduce((sum, p) => sum + p, 0)
  const byRemainder = exact
    .map((value, i) => ({ i, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i)
  for (const { i } of byRemainder) {
    if (left <= 0) break
    percent[i] = (percent[i] ?? 0) + 1
    left -= 1
  }
  return votes.map((v, i) => ({ votes: v, percent: percent[i] ?? 0 }))
}

/** Posts shown at first and added by each "Load more". */
export const PROFILE_POSTS_STEP = 1

/** How many posts show after one more "Load more" (never beyond the posts there are). */
export const morePosts = (shown: number, total: number, step = PROFILE_POSTS_STEP): number =>
  Math.min(total, shown + step)
