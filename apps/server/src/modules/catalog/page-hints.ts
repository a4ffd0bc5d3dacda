import { catalogPaths } from '@sankalp/shared/api/catalog-paths';
import type { PageMatch } from '@sankalp/shared/routes';
import { idSchema, slugParamSchema } from '@sankalp/shared/schemas/ids';
import type { AppContext } from '../../context';
import type { PageHints } from '../../lib/static-site';
import { AppError } from '../../lib/errors';
import * as cached from './catalog.cached';

type Ctx = Pick<AppContext, 'db' | 'now'>;

/** An unknown name or id gives no hints: the page then fetches and shows its not-found state. */
async function found<T>(load: Promise<T>): Promise<T | undefined> {
  try {
    return await load;
  } catch (e) {
    if (e instanceof AppError && e.statusCode === 404) return undefined;
    throw e;
  }
}

/**
 * What the HTML of a catalog page carries so that it renders complete on its first pass
 * (docs/decisions/006): its LCP image to preload, and the API answers its first render asks for,
 * keyed by `catalogPaths` exactly as the web app requests them and shaped as their `data`.
 * A name or id the API would refuse (400) is not looked up.
 */
export async function catalogPageHints(ctx: Ctx, { page, params }: PageMatch): Promise<PageHints> {
  const name = slugParamSchema.safeParse(params.name).success ? params.name! : undefined;
  const id = idSchema.safeParse(params.id).success ? params.id! : undefined;
  switch (page) {
    case 'home/HomePage':
      return {
        images: ['/art/hero-home.svg'],
        data: { [catalogPaths.featuredPujas()]: (await cached.featuredPujas(ctx)).data },
      };
    case 'pujas/PujaDetailsPage': {
      const puja = name && (await found(cached.puja(ctx, { name })))?.data;
      return puja ? { images: [puja.image], data: { [catalogPaths.pujaByName(name)]: puja } } : {};
    }
    case 'donations/DonationDetailsPage': {
      const campaign = name && (await found(cached.campaign(ctx, { name })))?.data;
      return campaign ? { data: { [catalogPaths.campaignByName(name)]: campaign } } : {};
    }
    case 'chadhava/ChadhavaDetailsPage': {
      const event = name && (await found(cached.event(ctx, { name })))?.data.event;
      return event ? { data: { [catalogPaths.eventByName(name)]: { event } } } : {};
    }
    case 'store/ProductPage': {
      const product = id && (await found(cached.product(ctx, id)))?.data.product;
      return product ? { data: { [catalogPaths.product(id)]: { product } } } : {};
    }
    default:
      return {};
  }
}
