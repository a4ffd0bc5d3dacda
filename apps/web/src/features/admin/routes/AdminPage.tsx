import { lazy, Suspense, useMemo, type ComponentType, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { ErrorPage } from '../../../components/ui/StateViews';
import { useAuth } from '../../../lib/auth/AuthProvider';
import { useTitle } from '../../../lib/use-title';
import { messageOf } from '../api/client';
import { useAdminMe } from '../api/me';
import { ConsoleShell } from '../components/ConsoleShell';
import { GateLoading, NeedsTwoFactor, NotStaff } from '../components/GateViews';
import { LoadingRows } from '../components/Section';
import { useConsoleT } from '../i18n';
import { ConsoleContext, useConsole, type ConsoleState } from '../lib/console-context';
import { gateOf } from '../lib/gate';
import { rolesOf, scopesOf, sectionsFor, type SectionKey } from '../lib/sections';

// Each section is its own chunk, loaded when opened: the console's first screen stays small.
const section = (load: () => Promise<{ default: ComponentType }>) => lazy(load);
const Dashboard = section(() => import('../sections/DashboardSection'));
const Bookings = section(() => import('../sections/BookingsSection'));
const BookingDetail = section(() => import('../sections/BookingDetailSection'));
const Fulfilment = section(() => import('../sections/FulfilmentSection'));
const Payments = section(() => import('../sections/ReviewSection'));
const Approvals = section(() => import('../sections/ApprovalsSection'));
const Catalog = section(() => import('../sections/CatalogSection'));
const CatalogEdit = section(() => import('../sections/CatalogEditSection'));
const Temple = section(() => import('../sections/TempleSection'));
const Availability = section(() => import('../sections/AvailabilitySection'));
const Support = section(() => import('../sections/SupportSection'));
const SupportThread = section(() => import('../sections/SupportThreadSection'));
const Audit = section(() => import('../sections/AuditSection'));
const Users = section(() => import('../sections/UsersSection'));
const Settings = section(() => import('../sections/SettingsSection'));

/** /admin/*: the operator console (issue 14), behind the gate of lib/gate.ts. */
export default function AdminPage() {
  const { t } = useConsoleT();
  useTitle(t('consoleTitle'));
  const session = useAuth();
  const location = useLocation();
  const me = useAdminMe(session.isAuthenticated);
  const gate = gateOf(session, me);

  const ready = gate.kind === 'ready' ? gate.me : null;
  const state = useMemo<ConsoleState | null>(() => {
    if (!ready) return null;
    const roles = rolesOf(ready.roles);
    return { me: ready, roles, sections: sectionsFor(roles), ...scopesOf(ready.roles) };
  }, [ready]);

  switch (gate.kind) {
    case 'loading':
      return <GateLoading />;
    case 'signed-out':
      return <Navigate to="/auth" replace state={{ from: `${location.pathname}${location.search}` }} />;
    case 'not-staff':
      return <NotStaff />;
    case 'two-factor':
      return <NeedsTwoFactor />;
    case 'failed':
      return (
        <ErrorPage
          title={t('gate.failedTitle')}
          message={messageOf(gate.error, t('common.failed'))}
          onRetry={() => void me.refetch()}
          action={
            <ButtonLink to="/" variant="outline">
              {t('gate.home')}
            </ButtonLink>
          }
        />
      );
  }
  return (
    <ConsoleContext.Provider value={state}>
      <ConsoleShell>
        <Suspense fallback={<LoadingRows />}>
          <ConsoleRoutes />
        </Suspense>
      </ConsoleShell>
    </ConsoleContext.Provider>
  );
}

/** A section only for the roles that reach it (the server refuses the calls anyway). */
function Allowed({ section: key, children }: { section: SectionKey; children: ReactNode }) {
  const { sections } = useConsole();
  const { t } = useConsoleT();
  if (!sections.includes(key))
    return (
      <div role="alert" className="rounded-[12px] bg-white p-6 text-ink-600 shadow-raised">
        {t('common.noAccess')}{' '}
        <ButtonLink to="/admin" variant="ghost" size="sm">
          {t('sections.dashboard')}
        </ButtonLink>
      </div>
    );
  return <>{children}</>;
}

function ConsoleRoutes() {
  const { t } = useConsoleT();
  const guard = (key: SectionKey, el: ReactNode) => <Allowed section={key}>{el}</Allowed>;
  return (
    <Routes>
      <Route index element={guard('dashboard', <Dashboard />)} />
      <Route path="bookings" element={guard('bookings', <Bookings />)} />
      <Route path="bookings/:kind/:id" element={guard('bookings', <BookingDetail />)} />
      <Route path="fulfilment" element={guard('fulfilment', <Fulfilment />)} />
      <Route path="payments" element={guard('payments', <Payments />)} />
      <Route path="approvals" element={guard('approvals', <Approvals />)} />
      <Route path="catalog" element={guard('catalog', <Catalog />)} />
      <Route path="catalog/:entity" element={guard('catalog', <Catalog />)} />
      <Route path="catalog/:entity/new" element={guard('catalog', <CatalogEdit />)} />
      <Route path="catalog/:entity/:id" element={guard('catalog', <CatalogEdit />)} />
      <Route path="temple" element={guard('temple', <Temple />)} />
      <Route path="availability" element={guard('availability', <Availability />)} />
      <Route path="support" element={guard('support', <Support />)} />
      <Route path="support/:id" element={guard('support', <SupportThread />)} />
      <Route path="audit" element={guard('audit', <Audit />)} />
      <Route path="users" element={guard('users', <Users />)} />
      <Route path="settings" element={guard('settings', <Settings />)} />
      <Route
        path="*"
        element={
          <div role="alert" className="rounded-[12px] bg-white p-6 shadow-raised">
            <p className="font-semibold text-maroon-800">{t('common.notFound')}</p>
            <Button variant="ghost" size="sm" onClick={() => history.back()}>
              {t('common.back')}
            </Button>
          </div>
        }
      />
    </Routes>
  );
}
