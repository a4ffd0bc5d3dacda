import * as RTabs from '@radix-ui/react-tabs';
import { useMemo, useState } from 'react';
import { LayoutDashboard } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { PageHero } from '../../../components/ui/PageHero';
import { useAuth } from '../../../lib/auth/AuthProvider';
import { userIdOf, type AuthUser } from '../../../lib/auth/reducer';
import { useIsMobile } from '../../../lib/use-media';
import { useTitle } from '../../../lib/use-title';
import { useUserStuff } from '../api/user-stuff';
import { AccountSidebar, AccountTabStrip, type NavTab } from '../components/AccountNav';
import { AddressBook } from '../components/AddressBook';
import { HistoryPanel } from '../components/HistoryPanel';
import { ProfileDetails } from '../components/ProfileDetails';
import { RequireAuth } from '../components/RequireAuth';
import { SavedKundlis } from '../components/SavedKundlis';
import { useSavedKundlis } from '../../../lib/kundli/kundli-api';
import { displayName } from '../lib/display';
import { errorMessage } from '../lib/errors';
import { historyViews, type BookingView } from '../lib/booking-view';
import { HISTORY_TABS, parseTab } from '../lib/history';
import { useAccountT } from '../i18n/index';

/** /profile: the account page (spec part 1 § 2, Account). Signed-out visitors go to /auth. */
export default function ProfilePage() {
  const { t } = useAccountT();
  useTitle(t('profile.title'));
  const [loggedOut, setLoggedOut] = useState(false);
  return (
    <RequireAuth signedOutTo={loggedOut ? '/' : undefined}>
      <Account onLogout={() => setLoggedOut(true)} />
    </RequireAuth>
  );
}

function Account({ onLogout }: { onLogout: () => void }) {
  const auth = useAuth();
  const { t, language } = useAccountT();
  const user = auth.user as AuthUser;
  const isMobile = useIsMobile();
  const [params, setParams] = useSearchParams();
  const tab = parseTab(params.get('tab'));
  const stuff = useUserStuff(user.userStuffId);
  const [leaving, setLeaving] = useState(false);

  const lists = useMemo(
    () =>
      Object.fromEntries(HISTORY_TABS.map((c) => [c.tab, historyViews(c.tab, stuff.data?.[c.field])])) as Record<
        string,
        BookingView[]
      >,
    // The cards' words are the reader's language: made again when it changes.
    [stuff.data, language],
  );
  const noRecord = !user.userStuffId;
  const kundlis = useSavedKundlis(true);
  const tabs: NavTab[] = [
    { value: 'profile', label: t('profile.tabProfile') },
    ...HISTORY_TABS.map((c) => ({
      value: c.tab,
      label: c.label,
      count: stuff.isSuccess || noRecord ? (lists[c.tab]?.length ?? 0) : undefined,
    })),
    { value: 'kundlis', label: t('profile.tabKundlis'), count: kundlis.data?.length },
  ];

  const selectTab = (v: string) => {
    const next = parseTab(v);
    setParams(next === 'profile' ? {} : { tab: next }, { replace: true, preventScrollReset: true });
  };

  // Logout: signed out at once (storage, cache, server), then home rather than /auth.
  const logout = () => {
    setLeaving(true);
    onLogout();
    void auth.logout();
  };

  return (
    <>
      <PageHero
        title={t('profile.welcome', { name: displayName(user) })}
        subtitle={t('profile.subtitle')}
      />
      <div className="container-page py-6 md:py-10">
        {user.staff && (
          <p className="mb-6 flex flex-wrap items-center gap-3 rounded-[12px] border border-saffron-200 bg-saffron-50 px-4 py-3 text-sm text-ink-900">
            <LayoutDashboard className="h-5 w-5 text-saffron-700" aria-hidden />
            <span>{t('profile.team')}</span>
            <Link to="/admin" className="font-semibold text-saffron-700 underline underline-offset-2 hover:text-saffron-800">
              {t('profile.console')}
            </Link>
          </p>
        )}
        <RTabs.Root
          value={tab}
          onValueChange={selectTab}
          orientation={isMobile ? 'horizontal' : 'vertical'}
          className="md:grid md:grid-cols-[300px_minmax(0,1fr)] md:items-start md:gap-8"
        >
          {isMobile ? (
            <AccountTabStrip user={user} tabs={tabs} onLogout={logout} leaving={leaving} />
          ) : (
            <AccountSidebar user={user} tabs={tabs} active={tab} onLogout={logout} leaving={leaving} />
          )}
          <div className="mt-6 md:mt-0">
            <RTabs.Content value="profile" className="space-y-6">
              <ProfileDetails />
              <AddressBook userId={userIdOf(user) ?? ''} />
            </RTabs.Content>
            {HISTORY_TABS.map((c) => (
              <RTabs.Content key={c.tab} value={c.tab}>
                <HistoryPanel
                  config={c}
                  items={lists[c.tab] ?? []}
                  loading={!noRecord && stuff.isPending}
                  error={stuff.isError ? errorMessage(stuff.error, t('profile.loadFailed')) : null}
                  onRetry={() => void stuff.refetch()}
                />
              </RTabs.Content>
            ))}
            <RTabs.Content value="kundlis">
              <SavedKundlis query={kundlis} />
            </RTabs.Content>
          </div>
        </RTabs.Root>
      </div>
    </>
  );
}
