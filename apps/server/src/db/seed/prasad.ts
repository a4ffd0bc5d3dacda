import type { PrasadAvailability } from '@sankalp/shared/schemas/prasad';
import type { TempleKey } from './temples';

/** Demo prasad offerings (spec part 3 § 3), one per temple, with the demo's prasad artwork. */
export type PrasadSeed = {
  temple: TempleKey;
  title: string;
  items: string[];
  description: string;
  /** Rupees. */
  price: number;
  art: string;
  availability: PrasadAvailability;
};

export const PRASAD: PrasadSeed[] = [
  {
    temple: 'kashi',
    title: 'Kashi Vishwanath Mahaprasad',
    items: ['Panchmeva', 'Vibhuti', 'Rudraksha bead'],
    description: 'Panchmeva, vibhuti and a Rudraksha bead blessed at the Mangala Aarti',
    price: 501,
    art: 'prasad-01',
    availability: 'In Stock',
  },
  {
    temple: 'tirupati',
    title: 'Srivari Laddu Prasadam',
    items: ['Srivari laddu', 'Tulsi', 'Akshat'],
    description: 'Srivari laddu prasadam with tulsi and akshat',
    price: 351,
    art: 'prasad-02',
    availability: 'Limited Stock',
  },
  {
    temple: 'jagannath',
    title: 'Jagannath Dry Mahaprasad',
    items: ['Khaja', 'Nirmalya'],
    description: 'Dry Mahaprasad khaja and nirmalya from the Ananda Bazaar',
    price: 451,
    art: 'prasad-03',
    availability: 'In Stock',
  },
  {
    temple: 'siddhivinayak',
    title: 'Siddhivinayak Modak Prasad',
    items: ['Modak', 'Sindoor', 'Durva'],
    description: 'Modak prasad with sindoor and durva from the Kakad Aarti',
    price: 301,
    art: 'prasad-04',
    availability: 'In Stock',
  },
  {
    temple: 'vaishnodevi',
    title: 'Mata Vaishno Devi Prasad',
    items: ['Chunri', 'Mishri', 'Blessed coin'],
    description: "Mata's chunri, mishri prasad and a blessed coin",
    price: 551,
    art: 'prasad-05',
    availability: 'Limited Stock',
  },
  {
    temple: 'somnath',
    title: 'Somnath Bilva Prasad',
    items: ['Bilva patra', 'Bhasma', 'Rock sugar'],
    description: 'Bilva patra, bhasma and rock-sugar prasad',
    price: 401,
    art: 'prasad-06',
    availability: 'In Stock',
  },
];
