/** The social-style profile page (template-apps §3), for an invented logistics manager. */
import { initialsAvatar, placeholderImage } from '../../http'
import type { ProfileData } from '../../../domain/apps/pages'
export type { ProfileData }

const person = (name: string) => ({ avatar: initialsAvatar(name), username: name })

export const createProfile = () => ({
  header: {
    avatar: initialsAvatar('Anna Admin'),
    username: 'Anna Admin',
    designation: 'Export Operations Lead',
    coverImg: placeholderImage('Port of Rotterdam at dawn', 1200, 300, '#4b4b4b'),
  },
  userAbout: {
    about: 'Moves cars and machinery across two oceans and keeps the paperwork straight while doing it.',
    joined: 'November 15, 2019',
    lives: 'Yerevan, Armenia',
    email: 'admin@demo.com',
    website: 'harborline.example',
  },
  suggestedPages: [
    { ...person('Port Authority News'), subtitle: 'Logistics', favorite: false },
    { ...person('Auto Auction Weekly'), subtitle: 'Automotive', favorite: true },
    { ...person('Customs Brokers Guild'), subtitle: 'Trade', favorite: false },
    { ...person('Container Line Updates'), subtitle: 'Shipping', favorite: false },
  ],
  twitterFeeds: [
    {
      id: 1,
      imgUrl: initialsAvatar('Harbor Line'),
      title: 'Harborline Freight',
      tags: '#shipping #export',
      desc: 'Two full containers left Savannah this morning, bound for Poti.',
      favorite: false,
    },
    {
      id: 2,
      imgUrl: initialsAvatar('Baltic Gate'),
      title: 'Baltic Gate Terminal',
      tags: '#terminals',
      desc: 'Night shifts resume next week; gate hours extend to 22:00.',
      favorite: true,
    },
    {
      id: 3,
      imgUrl: initialsAvatar('Cargo Desk'),
      title: 'Cargo Desk',
      tags: '#customs',
      desc: 'New electronic declaration rules start on the first of the month.',
      favorite: false,
    },
  ],
  post: [
    {
      ...person('Anna Admin'),
      postTime: '12 Dec 2024 at 1:16 AM',
      postText: 'Our new warehouse in Baltimore is open: inspections and photos within 24 hours of delivery.',
      postImg: placeholderImage('New warehouse', 640, 360, '#7367f0'),
      likes: '1.2k',
      youLiked: true,
      comments: 48,
      share: '12',
      likedUsers: [person('Oliver Brandt'), person('Lena Petrosyan'), person('Jamal Carter')],
      likedCount: 140,
      detailedComments: [
        {
          ...person('Sofia Marin'),
          comment: 'Great news for our spring shipments!',
          commentsLikes: 12,
          youLiked: false,
        },
        {
          ...person('Kenji Mori'),
          comment: 'Will the photos include the engine bay?',
          commentsLikes: 3,
          youLiked: true,
        },
      ],
    },
    {
      ...person('Oliver Brandt'),
      postTime: '10 Dec 2024 at 5:35 PM',
      postText: 'Loading plan for the January consolidation is attached. Four cars per forty-foot box.',
      likes: '286',
      youLiked: false,
      comments: 7,
      share: '3',
      likedUsers: [person('Anna Admin'), person('Hannah Visser')],
      likedCount: 31,
      detailedComments: [
        {
          ...person('Giorgi Beridze'),
          comment: 'Count us in for two slots.',
          commentsLikes: 1,
          youLiked: false,
        },
      ],
    },
  ],
  latestPhotos: ['Quay', 'Crane', 'Container', 'Vessel', 'Warehouse', 'Truck', 'Gate', 'Yard', 'Office'].map(
    (caption, i) => ({
      img: placeholderImage(caption, 160, 160, ['#7367f0', '#28c76f', '#ff9f43'][i % 3]),
    }),
  ),
  suggestions: [
    { avatar: initialsAvatar('Hannah Visser'), name: 'Hannah Visser', mutualFriend: '6 Mutual Friends' },
    { avatar: initialsAvatar('Giorgi Beridze'), name: 'Giorgi Beridze', mutualFriend: '3 Mutual Friends' },
    { avatar: initialsAvatar('Marta Kowalczyk'), name: 'Marta Kowalczyk', mutualFriend: '11 Mutual Friends' },
    { avatar: initialsAvatar('Jamal Carter'), name: 'Jamal Carter', mutualFriend: '2 Mutual Friends' },
  ],
  polls: [
    { name: 'Ro-ro', result: '38%', votedUser: [person('Oliver Brandt'), person('Kenji Mori')] },
    {
      name: 'Container',
      result: '52%',
      votedUser: [person('Sofia Marin'), person('Lena Petrosyan'), person('Jamal Carter')],
    },
    { name: 'Air freight', result: '10%', votedUser: [person('Hannah Visser')] },
  ],
})
