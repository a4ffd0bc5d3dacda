import { useTitle } from '../../../lib/use-title';
import { PujaList } from '../components/PujaList';
import { PujaProcess } from '../components/PujaProcess';
import { PujasHero } from '../components/PujasHero';

const LIST_ID = 'puja-list';

export default function PujasPage() {
  useTitle('Book a Puja');
  return (
    <>
      <PujasHero listId={LIST_ID} />
      <PujaList id={LIST_ID} />
      <PujaProcess />
    </>
  );
}
