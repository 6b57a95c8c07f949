import HeartIcon from 'lucide-react/icons/heart'
import MessageSquareIcon from 'lucide-react/icons/message-square'
import Share2Icon from 'lucide-react/icons/share-2'
import StarIcon from 'lucide-react/icons/star'
import ThumbsUpIcon from 'lucide-react/icons/thumbs-up'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import styled from 'styled-components'
import {
  chosenOption,
  morePosts,
  PROFILE_POSTS_STEP,
  pollResults,
  toggleLike,
  votePoll,
  type ProfileData,
  type ProfilePost,
} from '../../../../domain/apps/pages'
import { PORTS } from '../../../../ports/tokens'
import { session } from '../../../session/session'
import { resolvePort } from '../../../runtime/use-port'
import { Button } from '../../../components/Button'
import { Card } from '../../../components/Card'
import { useDetailController } from '../../../kit/detail/use-detail-controller'
import { Tabs } from '../../../kit/primitives/Tabs'
import { LoadState } from '../../../kit/primitives/LoadState'
import { Avatar, SmallCard } from './pages-styles'

const Header = styled(Card)`
  padding: 0;
  overflow: hidden;
  margin-bottom: 1rem;
  > img {
    width: 100%;
    height: 14rem;
    object-fit: cover;
  }
  .who {
    display: flex;
    align-items: flex-end;
    gap: 1rem;
    padding: 0 1.5rem 1.25rem;
    margin-top: -3rem;
    flex-wrap: wrap;
  }
  .who img {
    width: 7rem;
    height: 7rem;
    border-radius: ${({ theme }) => theme.radius};
    border: 4px solid ${({ theme }) => theme.skin.card};
    background: ${({ theme }) => theme.skin.card};
  }
  h1 {
    margin: 0;
    font-size: 1.4rem;
    color: ${({ theme }) => theme.skin.heading};
  }
  p {
    margin: 0.2rem 0 0;
  }
  @media (max-width: 575px) {
    > img {
      height: 9rem;
    }
  }
`
const Columns = styled.div`
  display: grid;
  grid-template-columns: 17rem minmax(0, 1fr) 17rem;
  gap: 1.5rem;
  align-items: start;
  @media (max-width: 1199px) {
    grid-template-columns: 15rem minmax(0, 1fr);
    > :last-child {
      grid-column: 1 / -1;
    }
  }
  @media (max-width: 767px) {
    grid-template-columns: minmax(0, 1fr);
  }
`
const Facts = styled.dl`
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: 0.8rem;
  dt {
    font-weight: 600;
    color: ${({ theme }) => theme.skin.heading};
  }
  dd {
    margin: 0.15rem 0 0;
    overflow-wrap: anywhere;
  }
`
const People = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 0.9rem;
  li {
    display: flex;
    align-items: center;
    gap: 0.7rem;
  }
  li > div {
    flex: 1;
    min-width: 0;
  }
  strong {
    display: block;
    color: ${({ theme }) => theme.skin.heading};
    font-weight: 600;
  }
  small {
    color: ${({ theme }) => theme.skin.muted};
  }
  p {
    margin: 0.3rem 0 0;
  }
`
const IconToggle = styled.button`
  border: 0;
  background: transparent;
  cursor: pointer;
  padding: 0.3rem;
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  color: ${({ theme }) => theme.skin.text};
  font: inherit;
  &[aria-pressed='true'] {
    color: ${({ theme }) => theme.colors.danger.text};
  }
  &.star[aria-pressed='true'] {
    color: ${({ theme }) => theme.colors.warning.text};
  }
  &[aria-pressed='true'] svg {
    fill: currentColor;
  }
`
const PostCard = styled(Card).attrs({ as: 'article' })`
  padding: 1.25rem;
  margin-bottom: 1.5rem;
  header {
    display: flex;
    align-items: center;
    gap: 0.7rem;
    margin-bottom: 1rem;
  }
  h2 {
    margin: 0;
    font-size: 1rem;
    color: ${({ theme }) => theme.skin.heading};
  }
  header small {
    color: ${({ theme }) => theme.skin.muted};
  }
  > img {
    width: 100%;
    border-radius: ${({ theme }) => theme.radius};
    margin: 1rem 0 0;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 1rem;
    padding: 0.8rem 0;
    border-bottom: 1px solid ${({ theme }) => theme.skin.border};
    margin-bottom: 1rem;
  }
  .actions span {
    display: inline-flex;
    align-items: center;
    gap: 0.35rem;
  }
  .likers {
    display: inline-flex;
  }
  .likers img {
    width: 1.8rem;
    height: 1.8rem;
    border-radius: 50%;
    border: 2px solid ${({ theme }) => theme.skin.card};
    margin-inline-start: -0.5rem;
  }
  .likers img:first-child {
    margin-inline-start: 0;
  }
`
const Photos = styled.ul<{ $size: number }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ $size }) => $size}rem, 1fr));
  gap: 0.6rem;
  img {
    width: 100%;
    aspect-ratio: 1;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius};
    display: block;
  }
`
const Poll = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  legend {
    padding: 0;
    margin-bottom: 0.8rem;
  }
  .option {
    margin-bottom: 0.9rem;
  }
  label {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    cursor: pointer;
  }
  .row {
    display: flex;
    align-items: center;
    gap: 0.5rem;
  }
  .row > span {
    margin-inline-start: auto;
    color: ${({ theme }) => theme.skin.muted};
    white-space: nowrap;
  }
  .bar {
    height: 0.4rem;
    margin-top: 0.35rem;
    border-radius: 0.25rem;
    background: ${({ theme }) => theme.skin.border};
    overflow: hidden;
  }
  .bar > div {
    height: 100%;
    background: ${({ theme }) => theme.colors.primary.main};
  }
`
const More = styled.div`
  text-align: center;
  p {
    margin: 0 0 0.75rem;
  }
`

type Update = (change: (profile: ProfileData) => ProfileData) => void

function Post({ post, index, update }: { post: ProfilePost; index: number; update: Update }) {
  const { t } = useTranslation('pages')
  const titleId = `profile-post-${index}`
  const setPost = (next: ProfilePost) =>
    update((profile) => ({ ...profile, post: profile.post.map((p, i) => (i === index ? next : p)) }))
  return (
    <PostCard aria-labelledby={titleId}>
      <header>
        <Avatar src={post.avatar} alt="" />
        <div>
          <h2 id={titleId}>{post.username}</h2>
          <small>{post.postTime}</small>
        </div>
      </header>
      <p>{post.postText}</p>
      {post.postImg && <img src={post.postImg} alt="" />}
      <div className="actions">
        <IconToggle
          type="button"
          aria-pressed={post.youLiked}
          aria-label={t('profile.likePost', { name: post.username })}
          onClick={() => setPost(toggleLike(post, 'likedCount'))}
        >
          <HeartIcon size={18} aria-hidden="true" />
        </IconToggle>
        {/* Beside the button, not in it: its name says what it does, the live text below says the count. */}
        <span aria-hidden="true">{post.likedCount}</span>
        <span className="visually-hidden" aria-live="polite">
          {t('profile.likes', { count: post.likedCount })}
        </span>
        <span className="likers">
          {post.likedUsers.map((person) => (
            <img key={person.username} src={person.avatar} alt={person.username} title={person.username} />
          ))}
        </span>
        <span>
          <MessageSquareIcon size={16} aria-hidden="true" />
          {t('profile.comments', { count: post.comments })}
        </span>
        <span>
          <Share2Icon size={16} aria-hidden="true" />
          {t('profile.shares', { count: post.share })}
        </span>
      </div>
      <People aria-label={t('profile.commentsOn', { name: post.username })}>
        {post.detailedComments.map((comment, commentIndex) => (
          <li key={`${commentIndex}-${comment.username}`}>
            <Avatar $size={2} src={comment.avatar} alt="" />
            <div>
              <strong>{comment.username}</strong>
              <p>{comment.comment}</p>
            </div>
            <IconToggle
              type="button"
              aria-pressed={comment.youLiked}
              aria-label={t('profile.likeComment', { name: comment.username })}
              onClick={() =>
                setPost({
                  ...post,
                  detailedComments: post.detailedComments.map((c, i) =>
                    i === commentIndex ? toggleLike(c, 'commentsLikes') : c,
                  ),
                })
              }
            >
              <ThumbsUpIcon size={16} aria-hidden="true" />
            </IconToggle>
            <span aria-hidden="true">{comment.commentsLikes}</span>
          </li>
        ))}
      </People>
    </PostCard>
  )
}

function Polls({ profile, update }: { profile: ProfileData; update: Update }) {
  const { t } = useTranslation('pages')
  const { userData } = useSnapshot(session)
  const me = {
    username: userData?.fullName || userData?.username || t('profile.you'),
    avatar: userData?.avatar ?? '',
  }
  const chosen = chosenOption(profile.polls, me.username)
  const results = pollResults(profile.polls)
  return (
    <SmallCard aria-labelledby="profile-polls">
      <h2 id="profile-polls">{t('profile.polls')}</h2>
      <Poll>
        <legend>{t('profile.pollQuestion')}</legend>
        {profile.polls.map((poll, index) => (
          <div className="option" key={poll.name}>
            <div className="row">
              <label>
                <input
                  type="radio"
                  name="profile-poll"
                  checked={chosen === index}
                  aria-describedby={`profile-poll-${index}`}
                  onChange={() => update((p) => ({ ...p, polls: votePoll(p.polls, index, me) }))}
                />
                {poll.name}
              </label>
              <span id={`profile-poll-${index}`}>
                {t('profile.pollResult', {
                  percent: results[index]?.percent ?? 0,
                  count: results[index]?.votes ?? 0,
                })}
              </span>
            </div>
            <div className="bar" aria-hidden="true">
              <div style={{ width: `${results[index]?.percent ?? 0}%` }} />
            </div>
          </div>
        ))}
      </Poll>
    </SmallCard>
  )
}

function About({ profile }: { profile: ProfileData }) {
  const { t } = useTranslation('pages')
  const about = profile.userAbout
  return (
    <SmallCard aria-labelledby="profile-about">
      <h2 id="profile-about">{t('profile.about')}</h2>
      <Facts>
        <div>
          <dt className="visually-hidden">{t('profile.bio')}</dt>
          <dd>{about.about}</dd>
        </div>
        <div>
          <dt>{t('profile.joined')}</dt>
          <dd>{about.joined}</dd>
        </div>
        <div>
          <dt>{t('profile.lives')}</dt>
          <dd>{about.lives}</dd>
        </div>
        <div>
          <dt>{t('profile.email')}</dt>
          <dd>
            <a href={`mailto:${about.email}`}>{about.email}</a>
          </dd>
        </div>
        <div>
          <dt>{t('profile.website')}</dt>
          <dd>{about.website}</dd>
        </div>
      </Facts>
    </SmallCard>
  )
}

function LatestPhotos({ profile, size }: { profile: ProfileData; size: number }) {
  const { t } = useTranslation('pages')
  return (
    <SmallCard aria-labelledby={`profile-photos-${size}`}>
      <h2 id={`profile-photos-${size}`}>{t('profile.latestPhotos')}</h2>
      <Photos $size={size}>
        {profile.latestPhotos.map((photo, index) => (
          <li key={index}>
            <img src={photo.img} alt={t('profile.photo', { number: index + 1 })} loading="lazy" />
          </li>
        ))}
      </Photos>
    </SmallCard>
  )
}

function Feed({ profile, update }: { profile: ProfileData; update: Update }) {
  const { t } = useTranslation('pages')
  const [shown, setShown] = useState(PROFILE_POSTS_STEP)
  const posts = profile.post.slice(0, shown)
  return (
    <Columns>
      <div>
        <About profile={profile} />
        <SmallCard aria-labelledby="profile-suggested-pages">
          <h2 id="profile-suggested-pages">{t('profile.suggestedPages')}</h2>
          <People>
            {profile.suggestedPages.map((page, index) => (
              <li key={page.username}>
                <Avatar src={page.avatar} alt="" />
                <div>
                  <strong>{page.username}</strong>
                  <small>{page.subtitle}</small>
                </div>
                <IconToggle
                  type="button"
                  className="star"
                  aria-pressed={page.favorite}
                  aria-label={t('profile.favorite', { name: page.username })}
                  onClick={() =>
                    update((p) => ({
                      ...p,
                      suggestedPages: p.suggestedPages.map((s, i) =>
                        i === index ? { ...s, favorite: !s.favorite } : s,
                      ),
                    }))
                  }
                >
                  <StarIcon size={18} aria-hidden="true" />
                </IconToggle>
              </li>
            ))}
          </People>
        </SmallCard>
        <SmallCard aria-labelledby="profile-twitter">
          <h2 id="profile-twitter">{t('profile.twitterFeeds')}</h2>
          <People>
            {profile.twitterFeeds.map((feed, index) => (
              <li key={feed.id} style={{ alignItems: 'flex-start' }}>
                <Avatar src={feed.imgUrl} alt="" />
                <div>
                  <strong>{feed.title}</strong>
                  <small>{feed.tags}</small>
                  <p>{feed.desc}</p>
                </div>
                <IconToggle
                  type="button"
                  className="star"
                  aria-pressed={feed.favorite}
                  aria-label={t('profile.favorite', { name: feed.title })}
                  onClick={() =>
                    update((p) => ({
                      ...p,
                      twitterFeeds: p.twitterFeeds.map((f, i) =>
                        i === index ? { ...f, favorite: !f.favorite } : f,
                      ),
                    }))
                  }
                >
                  <StarIcon size={18} aria-hidden="true" />
                </IconToggle>
              </li>
            ))}
          </People>
        </SmallCard>
      </div>
      <section aria-label={t('profile.posts')}>
        {posts.map((post, index) => (
          <Post key={index} post={post} index={index} update={update} />
        ))}
        <More>
          <p role="status">{t('profile.showing', { shown: posts.length, total: profile.post.length })}</p>
          {shown < profile.post.length && (
            <Button type="button" onClick={() => setShown((n) => morePosts(n, profile.post.length))}>
              {t('profile.loadMore')}
            </Button>
          )}
        </More>
      </section>
      <div>
        <LatestPhotos profile={profile} size={4} />
        <SmallCard aria-labelledby="profile-suggestions">
          <h2 id="profile-suggestions">{t('profile.suggestions')}</h2>
          <People>
            {profile.suggestions.map((person) => (
              <li key={person.name}>
                <Avatar src={person.avatar} alt="" />
                <div>
                  <strong>{person.name}</strong>
                  <small>{person.mutualFriend}</small>
                </div>
              </li>
            ))}
          </People>
        </SmallCard>
        <Polls profile={profile} update={update} />
      </div>
    </Columns>
  )
}

/**
 * The profile page (/pages/profile): header with tabs (feed, about, photos). Likes, favourites and poll votes
 * change on this page only: the mock has no call for them.
 */
export default function ProfilePage() {
  const { t } = useTranslation('pages')
  const port = resolvePort(PORTS.pages)
  const loaded = useDetailController(() => port.getProfile(), 'profile')
  const [profile, setProfile] = useState<ProfileData | null>(null)
  useEffect(() => setProfile(loaded.record), [loaded.record])
  const update: Update = (change) => setProfile((current) => (current ? change(current) : current))
  return (
    <LoadState controller={{ ...loaded, record: profile }}>
      {(data) => (
        <>
          <Header>
            <img src={data.header.coverImg} alt="" />
            <div className="who">
              <img src={data.header.avatar} alt="" />
              <div>
                <h1>{data.header.username}</h1>
                <p>{data.header.designation}</p>
              </div>
            </div>
          </Header>
          <Tabs
            label={t('profile.sections')}
            tabs={[
              {
                id: 'feed',
                label: t('profile.feed'),
                content: () => <Feed profile={data} update={update} />,
              },
              { id: 'about', label: t('profile.about'), content: () => <About profile={data} /> },
              {
                id: 'photos',
                label: t('profile.photos'),
                content: () => <LatestPhotos profile={data} size={9} />,
              },
            ]}
          />
        </>
      )}
    </LoadState>
  )
}
