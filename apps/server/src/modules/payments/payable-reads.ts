import type { AppContext, SessionUser } from '../../context';
import type { Db } from '../../db/client';
import type { PromiseView } from '@sankalp/shared/promises';
import { notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { Language } from '../../lib/request-language';
import { promiseViewsOf } from '../fulfilment/promises.views';
import type { PayableKind } from './payable';
import {
  reachPayable,
  verifyPayableRequest,
  type CheckoutCallback,
  type VerifyAnswer,
  type VerifyRequest,
} from './payments.service';

type Ctx = Pick<AppContext, 'config' | 'db' | 'now' | 'secrets'>;

/**
 * A payable kind's three reads, the same for every kind that shows one view to everyone who may
 * reach it, each with the record's promises: `view` (404 with `notFoundMessage` when the record is gone), POST …/verify-payment
 * (the view under `verify.as` on success) and GET …/{id}?key= (the owner's session or the access
 * key, else that 404; decision 007).
 */
export function payableReads<T extends CheckoutCallback, N extends string, V>(
  kind: PayableKind,
  o: {
    notFoundMessage: string;
    /**
     * The record's view with its promises (issue 10), or undefined when there is no such record;
     * `lang` is the reader's, for the catalog names the record copied (issue 13; English by default).
     */
    load: (db: Db, id: string, promises: PromiseView[], lang?: Language) => Promise<V | undefined>;
    verify: Omit<VerifyRequest<T, N, V>, 'view'>;
  },
) {
  const view = async (
    ctx: Pick<AppContext, 'db' | 'now' | 'secrets'>,
    id: string,
    lang?: Language,
    /** The record was created by this request and is not paid: it has no promise yet (none is read). */
    created = false,
  ): Promise<V> => {
    const promises = isUuid(id) && !created ? ((await promiseViewsOf(ctx, kind, [id])).get(id) ?? []) : [];
    const v = await o.load(ctx.db, id, promises, lang);
    if (v === undefined) throw notFound(o.notFoundMessage);
    return v;
  };
  return {
    view,
    verifyPayment: (ctx: Ctx, body: unknown): Promise<VerifyAnswer & Partial<Record<N, V>>> =>
      verifyPayableRequest(ctx, kind, body, { ...o.verify, view: (id) => view(ctx, id) }),
    read: async (
      ctx: Pick<AppContext, 'db' | 'now' | 'secrets'>,
      me: SessionUser | null,
      id: string,
      key: string | undefined,
      lang?: Language,
    ): Promise<V> => view(ctx, await reachPayable(ctx, kind, me, id, key, o.notFoundMessage), lang),
  };
}
