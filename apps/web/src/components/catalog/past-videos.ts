/** The four static past-puja recordings shown in the video carousel (spec part 2 § 2). */
export type PastVideo = { id: string; title: string; temple: string; thumbnail: string; alt: string };

export const PAST_PUJA_VIDEOS: readonly PastVideo[] = [
  {
    id: 'rudrabhishek-kashi',
    title: 'Rudrabhishek on Maha Shivratri',
    temple: 'Kashi Vishwanath, Varanasi',
    thumbnail: '/art/video-01.svg',
    alt: 'Pandits pouring milk over the Shiva lingam during Rudrabhishek at Kashi Vishwanath',
  },
  {
    id: 'bhasma-aarti-ujjain',
    title: 'Mahakal Bhasma Aarti Sankalp',
    temple: 'Mahakaleshwar, Ujjain',
    thumbnail: '/art/video-02.svg',
    alt: 'Lamps raised in the dawn Bhasma Aarti at Mahakaleshwar',
  },
  {
    id: 'navgraha-havan',
    title: 'Navgraha Shanti Havan',
    temple: 'Somnath Temple, Gujarat',
    thumbnail: '/art/video-03.svg',
    alt: 'A havan fire with offerings for the nine planets beside the sea at Somnath',
  },
  {
    id: 'lakshmi-puja',
    title: 'Diwali Lakshmi Kuber Puja',
    temple: 'Tirupati Balaji, Andhra Pradesh',
    thumbnail: '/art/video-04.svg',
    alt: 'A decorated altar with diyas and marigolds for Lakshmi Kuber Puja',
  },
];
