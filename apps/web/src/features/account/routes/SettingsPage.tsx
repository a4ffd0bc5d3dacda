import type { Settings } from '@sankalp/shared/schemas/settings';
import { CircleCheck, Save } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { PageHero } from '../../../components/ui/PageHero';
import { Tabs } from '../../../components/ui/Tabs';
import { readLocalSettings, settingsLanguageFor, uiLanguageFor, writeLocalSettings } from '../../../lib/auth/account-settings';
import { useAuth } from '../../../lib/auth/AuthProvider';
import { userIdOf } from '../../../lib/auth/reducer';
import { browserStorage } from '../../../lib/auth/storage';
import { setLanguage, useLanguage } from '../../../lib/i18n/index';
import { readStoredDark, setDarkMode } from '../../../lib/theme';
import { toast } from '../../../lib/toast';
import { useTitle } from '../../../lib/use-title';
import { useServerSettings } from '../api/get-settings';
import { useSaveSettings } from '../api/save-settings';
import { AccountSecurity } from '../components/AccountSecurity';
import { GeneralSettings, NotificationSettings, PrivacySettings } from '../components/SettingsSections';
import { RequireAuth } from '../components/RequireAuth';
import { errorMessage, sessionEnded } from '../lib/errors';
import { sameSettings, settingsAfterLoad } from '../lib/settings';
import { accountT, useAccountT } from '../i18n/index';

const TABS = ['general', 'notifications', 'privacy', 'account'] as const;
type Tab = (typeof TABS)[number];
const parseSettingsTab = (v: string | null): Tab => ((TABS as readonly string[]).includes(v ?? '') ? (v as Tab) : 'general');
const withDeviceTheme = (s: Settings, storage: Parameters<typeof readStoredDark>[0]): Settings => ({
  ...s,
  darkMode: readStoredDark(storage) ?? s.darkMode,
});

/** /settings (spec part 3 § 2): signed-in only; edits stay here until Save All Settings. */
export default function SettingsPage() {
  const { t } = useAccountT();
  useTitle(t('settings.title'));
  // After deleting the account, leave for the home page rather than /auth.
  const [deleted, setDeleted] = useState(false);
  return (
    <RequireAuth signedOutTo={deleted ? '/' : undefined}>
      <SettingsScreen onAccountDeleted={() => setDeleted(true)} />
    </RequireAuth>
  );
}

function SettingsScreen({ onAccountDeleted }: { onAccountDeleted: () => void }) {
  const { user } = useAuth();
  const { t } = useAccountT();
  const userId = userIdOf(user) ?? '';
  const [params, setParams] = useSearchParams();
  const tab = parseSettingsTab(params.get('tab'));
  const storage = browserStorage();
  const [saved, setSaved] = useState<Settings>(() => readLocalSettings(storage));
  // Dark mode works at once and stays on this device (even signed out, lib/theme.ts): the draft
  // keeps the theme showing now, also when the account's copy arrives; Save All stores it there.
  const [draft, setDraft] = useState<Settings>(() => withDeviceTheme(saved, storage));
  // What the page showed before the account's copy arrived: the draft still equal to it is no
  // edit of the devotee's. Kept here, not read again from storage, which the account's follow-up
  // (lib/auth/account-choices.ts) may have rewritten with the account's copy meanwhile.
  const shownFirst = useRef(draft);
  const server = useServerSettings(userId);
  const save = useSaveSettings(userId);

  // The account's copy wins once it arrives (unless the devotee already started editing).
  const applied = useRef(false);
  useEffect(() => {
    if (!server.data || applied.current) return;
    applied.current = true;
    setDraft((d) => withDeviceTheme(settingsAfterLoad(shownFirst.current, server.data, d), storage));
    setSaved(server.data);
    writeLocalSettings(storage, server.data);
  }, [server.data, storage]);

  // Only a change is stored: a device that never chose takes the account's choice when it arrives.
  useEffect(() => {
    if (draft.darkMode !== (readStoredDark(storage) ?? false)) setDarkMode(draft.darkMode);
  }, [draft.darkMode, storage]);

  // The header's switch turns the language and saves it on the account: the page follows it, so
  // a later Save All does not put the old language back.
  const language = useLanguage();
  const shownLanguage = useRef(language);
  useEffect(() => {
    if (language === shownLanguage.current) return;
    shownLanguage.current = language;
    const follow = (s: Settings) =>
      uiLanguageFor(s.language) === language ? s : { ...s, language: settingsLanguageFor(language, s.language) };
    shownFirst.current = follow(shownFirst.current); // not an edit made on this page
    setSaved(follow);
    setDraft(follow);
  }, [language]);

  const dirty = !sameSettings(draft, saved);

  const saveAll = () => {
    const next = draft;
    const languageChanged = next.language !== saved.language;
    writeLocalSettings(storage, next);
    setSaved(next);
    if (languageChanged) void setLanguage(uiLanguageFor(next.language));
    save.mutate(next, {
      // Said in the language just chosen (setLanguage above has switched it, or is loading it).
      onSuccess: () => toast.success(accountT('settings.saved'), { description: accountT('settings.savedText') }),
      onError: (err) =>
        !sessionEnded(err) &&
        toast.error(accountT('settings.deviceOnly'), {
          description: accountT('settings.deviceOnlyText', { reason: errorMessage(err, accountT('settings.unreachable')) }),
        }),
    });
  };

  const sections: Record<Exclude<Tab, 'account'>, ReactNode> = {
    general: <GeneralSettings value={draft} onChange={setDraft} />,
    notifications: <NotificationSettings value={draft} onChange={setDraft} />,
    privacy: <PrivacySettings value={draft} onChange={setDraft} />,
  };

  return (
    <>
      <PageHero title={t('settings.title')} subtitle={t('settings.subtitle')} />
      <div className="container-page max-w-3xl pb-32 pt-6 md:pb-16 md:pt-10">
        {server.isError && (
          <p role="status" className="mb-4 rounded-[10px] bg-cream-100 px-4 py-3 text-sm text-ink-900">
            {t('settings.localCopy')}
          </p>
        )}
        <Tabs
          label={t('settings.sections')}
          value={tab}
          onValueChange={(v) => setParams(v === 'general' ? {} : { tab: v }, { replace: true, preventScrollReset: true })}
          items={[
            { value: 'general', label: t('settings.general'), content: sections.general },
            { value: 'notifications', label: t('settings.notifications'), content: sections.notifications },
            { value: 'privacy', label: t('settings.privacy'), content: sections.privacy },
            { value: 'account', label: t('settings.account'), content: <AccountSecurity onAccountDeleted={onAccountDeleted} /> },
          ]}
        />
        <div className="fixed inset-x-0 bottom-0 z-30 border-t border-cream-200 bg-white/95 pb-safe pt-3 shadow-[0_-6px_20px_-10px_rgb(127_29_29/0.25)] backdrop-blur md:static md:mt-8 md:rounded-[12px] md:border md:bg-white md:p-5 md:shadow-raised">
          <div className="container-page flex items-center gap-4 md:px-0">
            <p className="min-w-0 flex-1 text-sm text-ink-600" aria-live="polite">
              {dirty ? (
                <span className="font-semibold text-warning">{t('settings.unsaved')}</span>
              ) : (
                <span className="inline-flex items-center gap-1.5">
                  <CircleCheck className="h-4 w-4 text-success" aria-hidden /> {t('settings.allSaved')}
                </span>
              )}
            </p>
            {dirty && (
              <Button variant="ghost" size="sm" className="hidden min-h-11 sm:inline-flex" onClick={() => setDraft(saved)}>
                {t('settings.discard')}
              </Button>
            )}
            <Button onClick={saveAll} disabled={save.isPending} aria-busy={save.isPending}>
              {!save.isPending && <Save className="h-5 w-5" aria-hidden />}
              {save.isPending ? t('saving') : t('settings.saveAll')}
            </Button>
          </div>
        </div>
      </div>
    </>
  );
}
