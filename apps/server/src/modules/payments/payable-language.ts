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
