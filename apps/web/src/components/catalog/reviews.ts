/** Static sample reviews (spec part 1 § 3: type video or text, text, name, city, img, video url). */
export type Review = {
  type: 'video' | 'text';
  text: string;
  name: string;
  city: string;
  img: string;
  /** Only for video reviews; the recordings are not part of this repository yet. */
  video?: string;
};

export const SAMPLE_REVIEWS: readonly Review[] = [
  {
    type: 'text',
    text: 'My parents live in Varanasi and I live in Pune. Through Sankalp I booked a Rudrabhishek in all our names. The video arrived in four days and my mother cried watching it.',
    name: 'Ananya Sharma',
    city: 'Pune',
    img: '/art/avatar-01.svg',
  },
  {
    type: 'video',
    text: 'I did not know our gotra. The team told me Kashyap is used in that case, and the pandit ji still took every family member’s name clearly.',
    name: 'Rohit Verma',
    city: 'Bengaluru',
    img: '/art/avatar-02.svg',
    video: '/video/review-rohit',
  },
  {
    type: 'text',
    text: 'The Aashirwad Box reached us in Nagpur well packed, with prasad, a raksha sutra and a photo of the temple. It felt like we had been there ourselves.',
    name: 'Meena Kulkarni',
    city: 'Nagpur',
    img: '/art/avatar-03.svg',
  },
  {
    type: 'text',
    text: 'Living in London, I could not be at Mahakaleshwar for my father’s shraddh. The WhatsApp updates on the day kept me close to every step of the puja.',
    name: 'Vikram Iyer',
    city: 'London',
    img: '/art/avatar-04.svg',
  },
  {
    type: 'video',
    text: 'Booking took five minutes and UPI payment was simple. Watching the live darshan the same morning was the best part for my grandmother.',
    name: 'Priya Nair',
    city: 'Kochi',
    img: '/art/avatar-05.svg',
    video: '/video/review-priya',
  },
  {
    type: 'text',
    text: 'We offered Deep Daan and Anna Seva with our Navgraha puja. Support answered every question on WhatsApp patiently, even late in the evening.',
    name: 'Sanjay Gupta',
    city: 'Jaipur',
    img: '/art/avatar-06.svg',
  },
];
