import { Heart, Link2 } from 'lucide-react';
import type { Stream } from '@sankalp/shared/api/catalog';
import { Button } from '../../../components/ui/Button';
import { toast } from '../../../lib/toast';
import { copyText } from '../lib/clipboard';
import { addFavorite, hasFavorite } from '../lib/favorites';
import { templeName } from '../lib/streams';
import { useStoredState } from '../../../lib/use-stored-state';

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

  const save = () => {
    try {
      const result = addFavorite(storage(), {
        id: stream._id,
        title: stream.title,
        temple: templeName(stream.temple),
        image: stream.image,
      });
      if (result === 'added') toast.success('Saved to Favorites', { description: stream.title });
      else toast.info('Already in Favorites', { description: stream.title });
      setSaved(true);
    } catch {
      toast.error('Could not save to favorites', {
        description: 'Your browser did not allow saving here. Please check its privacy settings.',
      });
    }
  };

  const copy = async () => {
    const url = window.location.href;
    if (await copyText(url))
      toast.success('Link Copied', { description: 'Share it with your family so they can join the darshan.' });
    else toast.error('Could not copy the link', { description: url });
  };

  return (
    <div className="flex flex-wrap gap-3">
      <Button variant={saved ? 'secondary' : 'outline'} onClick={save} aria-pressed={saved}>
        <Heart className={`h-5 w-5 ${saved ? 'fill-saffron-600 text-saffron-600' : ''}`} aria-hidden />
        {saved ? 'Saved to Favorites' : 'Save to Favorites'}
      </Button>
      <Button variant="outline" onClick={() => void copy()}>
        <Link2 className="h-5 w-5" aria-hidden />
        Copy Link
      </Button>
    </div>
  );
}
