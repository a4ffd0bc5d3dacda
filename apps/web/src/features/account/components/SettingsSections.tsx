import { LANGUAGES, TIMEZONES } from '@sankalp/shared/constants';
import type { Settings } from '@sankalp/shared/schemas/settings';
import {
  BarChart3,
  Bell,
  CalendarClock,
  Clock,
  Eye,
  Flame,
  Globe,
  HandHeart,
  Mail,
  MessageCircle,
  MessageSquare,
  Moon,
  Share2,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { PushSwitchRow } from './PushSwitchRow';
import { SelectRow, SwitchRow } from './Switch';
import { useAccountT, type AccountKey } from '../i18n/index';

type Props = { value: Settings; onChange: (next: Settings) => void };

export function SettingsCard({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <section
      className="rounded-[12px] border border-cream-200 bg-white px-5 py-2 shadow-raised md:px-6"
      aria-label={title}
    >
      <header className="border-b border-cream-200 py-4">
        <h2 className="text-xl font-semibold">{title}</h2>
        <p className="mt-0.5 text-sm text-ink-600">{description}</p>
      </header>
      <div className="divide-y divide-cream-200">{children}</div>
    </section>
  );
}

const LANGUAGE_NOTES = {
  English: 'settings.languageEnglish',
  Hindi: 'settings.languageHindi',
  Sanskrit: 'settings.languageSanskrit',
} as const satisfies Record<Settings['language'], AccountKey>;

const LANGUAGE_NAMES = {
  English: 'settings.english',
  Hindi: 'settings.hindi',
  Sanskrit: 'settings.sanskrit',
} as const satisfies Record<Settings['language'], AccountKey>;

export function GeneralSettings({ value, onChange }: Props) {
  const { t } = useAccountT();
  return (
    <SettingsCard title={t('settings.general')} description={t('settings.generalText')}>
      <SwitchRow
        icon={<Moon className="h-5 w-5" aria-hidden />}
        label={t('settings.darkMode')}
        description={t('settings.darkModeText')}
        checked={value.darkMode}
        onChange={(darkMode) => onChange({ ...value, darkMode })}
      />
      <SelectRow
        icon={<Globe className="h-5 w-5" aria-hidden />}
        label={t('settings.language')}
        description={t(LANGUAGE_NOTES[value.language])}
        value={value.language}
        options={LANGUAGES.map((l) => ({
          value: l,
          label: t(LANGUAGE_NAMES[l]),
        }))}
        onChange={(language) => onChange({ ...value, language })}
      />
      <SelectRow
        icon={<Clock className="h-5 w-5" aria-hidden />}
        label={t('settings.timezone')}
        description={t('settings.timezoneText')}
        value={value.timezone}
        options={TIMEZONES.map((z) => ({ value: z, label: t(`settings.tz${z}`) }))}
        onChange={(timezone) => onChange({ ...value, timezone })}
      />
    </SettingsCard>
  );
}

const NOTIFICATIONS: { key: keyof Settings['notifications']; label: AccountKey; description: AccountKey; icon: ReactNode }[] = [
  {
    key: 'email',
    label: 'settings.email',
    description: 'settings.emailText',
    icon: <Mail className="h-5 w-5" aria-hidden />,
  },
  {
    key: 'push',
    label: 'settings.push',
    description: 'settings.pushText',
    icon: <Bell className="h-5 w-5" aria-hidden />,
  },
  {
    key: 'whatsapp',
    label: 'settings.whatsapp',
    description: 'settings.whatsappText',
    icon: <MessageCircle className="h-5 w-5" aria-hidden />,
  },
  {
    key: 'sms',
    label: 'settings.sms',
    description: 'settings.smsText',
    icon: <MessageSquare className="h-5 w-5" aria-hidden />,
  },
  {
    key: 'ceremonies',
    label: 'settings.ceremonies',
    description: 'settings.ceremoniesText',
    icon: <Flame className="h-5 w-5" aria-hidden />,
  },
  {
    key: 'donations',
    label: 'settings.donations',
    description: 'settings.donationsText',
    icon: <HandHeart className="h-5 w-5" aria-hidden />,
  },
  {
    key: 'reminders',
    label: 'settings.reminders',
    description: 'settings.remindersText',
    icon: <CalendarClock className="h-5 w-5" aria-hidden />,
  },
];

export function NotificationSettings({ value, onChange }: Props) {
  const { t } = useAccountT();
  return (
    <SettingsCard title={t('settings.notifications')} description={t('settings.notificationsText')}>
      {NOTIFICATIONS.map((n) =>
        n.key === 'push' ? (
          <PushSwitchRow
            key={n.key}
            checked={value.notifications.push}
            onChange={(push) => onChange({ ...value, notifications: { ...value.notifications, push } })}
          />
        ) : (
          <SwitchRow
            key={n.key}
            icon={n.icon}
            label={t(n.label)}
            description={t(n.description)}
            checked={value.notifications[n.key]}
            onChange={(on) => onChange({ ...value, notifications: { ...value.notifications, [n.key]: on } })}
          />
        ),
      )}
    </SettingsCard>
  );
}

const PRIVACY: { key: keyof Settings['privacy']; label: AccountKey; description: AccountKey; icon: ReactNode }[] = [
  {
    key: 'profileVisible',
    label: 'settings.profileVisible',
    description: 'settings.profileVisibleText',
    icon: <Eye className="h-5 w-5" aria-hidden />,
  },
  {
    key: 'shareActivity',
    label: 'settings.shareActivity',
    description: 'settings.shareActivityText',
    icon: <Share2 className="h-5 w-5" aria-hidden />,
  },
  {
    key: 'allowAnalytics',
    label: 'settings.allowAnalytics',
    description: 'settings.allowAnalyticsText',
    icon: <BarChart3 className="h-5 w-5" aria-hidden />,
  },
];

export function PrivacySettings({ value, onChange }: Props) {
  const { t } = useAccountT();
  return (
    <SettingsCard title={t('settings.privacy')} description={t('settings.privacyText')}>
      {PRIVACY.map((p) => (
        <SwitchRow
          key={p.key}
          icon={p.icon}
          label={t(p.label)}
          description={t(p.description)}
          checked={value.privacy[p.key]}
          onChange={(on) => onChange({ ...value, privacy: { ...value.privacy, [p.key]: on } })}
        />
      ))}
    </SettingsCard>
  );
}
