import { useTitle } from '../../../lib/use-title';
import { PujaList } from '../components/PujaList';
import { PujaProcess } from '../components/PujaProcess';
import { PujasHero } from '../components/PujasHero';
import { usePujasT } from '../i18n';

const LIST_ID = 'puja-list';

export default function PujasPage() {
  const { t } = usePujasT();
  useTitle(t('title'));
  return (
    <>
      <PujasHero listId={LIST_ID} />
      <PujaList id={LIST_ID} />
      <PujaProcess />
    </>
  );
}
