import type { CatalogEntity } from '@sankalp/shared/schemas/admin-catalog';
import type { EntityDef } from './entity';
import { campaignEntity } from './entities/campaigns';
import { eventEntity } from './entities/events';
import { panditEntity } from './entities/pandits';
import { prasadEntity } from './entities/prasad';
import { productEntity } from './entities/products';
import { pujaEntity } from './entities/pujas';
import { streamEntity } from './entities/streams';
import { templeEntity } from './entities/temples';

/** Every entity the console manages, by its URL name: a new entity without a definition does not compile. */
export const ENTITIES: { [E in CatalogEntity]: EntityDef<E> } = {
  temples: templeEntity,
  pujas: pujaEntity,
  events: eventEntity,
  campaigns: campaignEntity,
  products: productEntity,
  pandits: panditEntity,
  streams: streamEntity,
  prasad: prasadEntity,
};

/** The entities temple staff may read (their own temples' rows); every other one is admin and operator only. */
export const TEMPLE_SCOPED: readonly CatalogEntity[] = ['pujas', 'events', 'prasad'];
