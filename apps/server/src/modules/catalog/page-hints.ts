import type { PageMatch } from '@sankalp/shared/routes';
import { idSchema } from '@sankalp/shared/schemas/ids';
import type { AppContext } from '../../context';
import type { PageHints } from '../../lib/static-site';
import { AppError } from '../../lib/errors';
import * as svc from './catalog.service';

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
 * keyed by API path exactly as the web app requests them (`apiGet`) and shaped as their `data`.
 */
export async function catalogPageHints(ctx: Ctx, { page, params }: PageMatch): Promise<PageHints> {
  const name = params.name ?? '';
  const key = encodeURIComponent(name);
  switch (page) {
    case 'home/HomePage':
      return { images: ['/art/hero-home.svg'], data: { '/pujas/': await svc.featuredPujas(ctx) } };
    case 'pujas/PujaDetailsPage': {
      const puja = name ? await found(svc.getPuja(ctx, { name })) : undefined;
      return puja ? { images: [puja.image], data: { [`/pujas/pujaByname/${key}`]: puja } } : {};
    }
    case 'donations/DonationDetailsPage': {
      const campaign = name ? await found(svc.getCampaign(ctx, { name })) : undefined;
      return campaign ? { data: { [`/donationcampaigns/donationByname/${key}`]: campaign } } : {};
    }
    case 'chadhava/ChadhavaDetailsPage': {
      const event = name ? await found(svc.getEvent(ctx, { name })) : undefined;
      return event ? { data: { [`/chadhava-events/getChadhavaEventByName/${key}`]: { event } } } : {};
    }
    case 'store/ProductPage': {
      const id = params.id ?? '';
      const product = idSchema.safeParse(id).success ? await found(svc.getProduct(ctx, id)) : undefined;
      return product ? { data: { [`/products/${encodeURIComponent(id)}`]: { product } } } : {};
    }
    default:
      return {};
  }
}
