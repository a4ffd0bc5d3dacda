import { Heart, Link2 } from 'lucide-react';
import type { Stream } from '@sankalp/shared/api/catalog';
import { Button } from '../../../components/ui/Button';
import { toast } from '../../../lib/toast';
import { copyText } from '../lib/clipboard';
import { addFavorite, hasFavorite } from '../lib/favorites';
import { templeName } from '../lib/streams';
import { useStoredState } from '../../../lib/use-stored-state';
import { useLiveT } from '../i18n';

const storage = () => window.localStorage;

function savedAlready(id: string) {
  try {
    return hasFavorite(storage(), id);
  } catch {
    return false;
  }
}

/** Save to favorites (local list) and copy the page link, each confirmed by the spec's toast. */
export function StreamActions({ stream }: { stream: Stream }) {
  const [saved, setSaved] = useStoredState(() => savedAlready(stream._id), false);
  const { t } = useLiveT();

  const save = () => {
    try {
      const result = addFavorite(storage(), {
        id: stream._id,
        title: stream.title,
        temple: templeName(stream.temple),
        image: stream.image,
      });
      if (result === 'added') toast.success(t('actions.saved'), { description: stream.title });
      else toast.info(t('actions.already'), { description: stream.title });
      setSaved(true);
    } catch {
      toast.error(t('actions.saveFailed'), {
        description: t('actions.saveFailedText'),
      });
    }
  };

  const copy = async () => {
    const url = window.location.href;
    if (await copyText(url))
      toast.success(t('actions.copied'), { description: t('actions.copiedText') });
    else toast.error(t('actions.copyFailed'), { description: url });
  };

  return (
    <div className="flex flex-wrap gap-3">
      <Button variant={saved ? 'secondary' : 'outline'} onClick={save} aria-pressed={saved}>
        <Heart className={`h-5 w-5 ${saved ? 'fill-saffron-600 text-saffron-600' : ''}`} aria-hidden />
        {saved ? t('actions.saved') : t('actions.save')}
      </Button>
      <Button variant="outline" onClick={() => void copy()}>
        <Link2 className="h-5 w-5" aria-hidden />
        {t('actions.copy')}
      </Button>
    </div>
  );
}
