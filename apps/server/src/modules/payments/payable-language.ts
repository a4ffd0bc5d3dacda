import type { Db } from '../../db/client';
import type { Language } from '../../lib/request-language';
import { noticePreferences } from '../settings/settings.service';

/**
 * The language of a later message about a payable record (its e-mails, receipt, notifications;
 * issue 13): the owner's saved settings language when signed in and chosen, else the language of
 * the request that created the record.
 */
export async function languageOfRecord(db: Db, record: { userId: string | null; language: Language }): Promise<Language> {
  return (await noticePreferences(db, record.userId, record.language)).language;
}

/**
 * Who a later message about one record is written for: its language (languageOfRecord) and what
 * its kind needs to name the catalog things the record copied in it (the kind repository's
 * `readerTexts`, undefined for English), so that an e-mail or a notice names them as the page does.
 */
export async function readerOfRecord<B, T>(
  db: Db,
  record: { userId: string | null; language: Language },
  bundle: B,
  readerTexts: (db: Db, bundles: B[], lang: Language) => Promise<T>,
): Promise<{ lang: Language; texts: T }> {
  const lang = await languageOfRecord(db, record);
  return { lang, texts: await readerTexts(db, [bundle], lang) };
}
