import type { StaffRole } from '@sankalp/shared/api/admin';
import { Tabs } from '../../../components/ui/Tabs';
import { Labeled, Select } from '../components/Fields';
import { CertificateRows, ConsultationRows } from '../components/fulfilment/OutcomeRows';
import { ParcelRows } from '../components/fulfilment/ParcelRows';
import { PujaGroups } from '../components/fulfilment/PujaGroups';
import { SectionHeader } from '../components/Section';
import { useConsoleT } from '../i18n';
import { useConsole } from '../lib/console-context';
import { useUrlFilters } from '../lib/use-filters';

const TABS = ['pujas', 'parcels', 'store', 'consultations', 'certificates'] as const;
type Tab = (typeof TABS)[number];

/** Which tabs a role works in (the server limits each list and action to the role's reach again). */
const TAB_ROLES: Record<Tab, readonly StaffRole[]> = {
  pujas: ['admin', 'operator', 'temple_staff'],
  parcels: ['admin', 'operator', 'temple_staff'],
  store: ['admin', 'operator'],
  consultations: ['admin', 'operator', 'pandit'],
  certificates: ['admin', 'operator'],
};

/** /admin/fulfilment (issue 10): every promise made after a payment, per kind, overdue first. */
export default function FulfilmentSection() {
  const { t } = useConsoleT();
  const { roles } = useConsole();
  const { filters, setFilters } = useUrlFilters(['tab', 'status'] as const);
  const tabs = TABS.filter((k) => TAB_ROLES[k].some((r) => roles.includes(r)));
  const tab = (tabs as readonly string[]).includes(filters.tab) ? (filters.tab as Tab) : (tabs[0] ?? 'pujas');
  const status = filters.status;
  const content = (k: Tab) =>
    k === 'pujas' ? (
      <PujaGroups status={status} />
    ) : k === 'parcels' || k === 'store' ? (
      <ParcelRows status={status} store={k === 'store'} />
    ) : k === 'consultations' ? (
      <ConsultationRows status={status} />
    ) : (
      <CertificateRows status={status} />
    );
  return (
    <>
      <SectionHeader
        title={t('sections.fulfilment')}
        subtitle={t('fulfilment.subtitle')}
        actions={
          <Labeled id="fulfilment-status" label={t('fulfilment.status')} className="min-w-56">
            <Select id="fulfilment-status" value={status} onChange={(e) => setFilters({ status: e.target.value })}>
              <option value="">{t('fulfilment.statusAll')}</option>
              <option value="overdue">{t('fulfilment.statusOverdue')}</option>
              <option value="open">{t('fulfilment.statusOpen')}</option>
              <option value="kept">{t('fulfilment.statusKept')}</option>
            </Select>
          </Labeled>
        }
      />
      <Tabs
        label={t('fulfilment.tabsLabel')}
        value={tab}
        onValueChange={(v) => setFilters({ tab: v, status })}
        items={tabs.map((k) => ({
          value: k,
          label: t(`fulfilment.tabs.${k}`),
          content: k === tab ? content(k) : undefined,
        }))}
      />
    </>
  );
}
