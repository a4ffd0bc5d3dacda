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

const LANGUAGE_NOTES: Record<Settings['language'], string> = {
  English: 'Menus and pages in English.',
  Hindi: 'Menus switch to Hindi (हिन्दी) when you save.',
  Sanskrit: 'Saved as your preference; menus stay in English for now.',
};

const TIMEZONE_LABELS: Record<Settings['timezone'], string> = {
  IST: 'IST — India (UTC+5:30)',
  UTC: 'UTC — Coordinated Universal Time',
  EST: 'EST — US Eastern (UTC−5)',
};

export function GeneralSettings({ value, onChange }: Props) {
  return (
    <SettingsCard title="General" description="Appearance, language and time zone.">
      <SwitchRow
        icon={<Moon className="h-5 w-5" aria-hidden />}
        label="Dark mode"
        description="A darker theme for night-time darshan. It is on its way; your choice is kept for when it arrives."
        checked={value.darkMode}
        onChange={(darkMode) => onChange({ ...value, darkMode })}
      />
      <SelectRow
        icon={<Globe className="h-5 w-5" aria-hidden />}
        label="Language"
        description={LANGUAGE_NOTES[value.language]}
        value={value.language}
        options={LANGUAGES.map((l) => ({
          value: l,
          label: l === 'Hindi' ? 'Hindi (हिन्दी)' : l === 'Sanskrit' ? 'Sanskrit (संस्कृतम्)' : l,
        }))}
        onChange={(language) => onChange({ ...value, language })}
      />
      <SelectRow
        icon={<Clock className="h-5 w-5" aria-hidden />}
        label="Time zone"
        description="Your preferred time zone for reminders and updates."
        value={value.timezone}
        options={TIMEZONES.map((t) => ({ value: t, label: TIMEZONE_LABELS[t] }))}
        onChange={(timezone) => onChange({ ...value, timezone })}
      />
    </SettingsCard>
  );
}

const NOTIFICATIONS: { key: keyof Settings['notifications']; label: string; description: string; icon: ReactNode }[] = [
  {
    key: 'email',
    label: 'Email notifications',
    description: 'Booking confirmations and receipts by e-mail.',
    icon: <Mail className="h-5 w-5" aria-hidden />,
  },
  {
    key: 'push',
    label: 'Push notifications',
    description: 'Alerts on this device.',
    icon: <Bell className="h-5 w-5" aria-hidden />,
  },
  {
    key: 'whatsapp',
    label: 'WhatsApp updates',
    description: 'Booking, puja, video and delivery updates on WhatsApp, to your mobile number.',
    icon: <MessageCircle className="h-5 w-5" aria-hidden />,
  },
  {
    key: 'sms',
    label: 'SMS notifications',
    description: 'Text messages to your mobile number.',
    icon: <MessageSquare className="h-5 w-5" aria-hidden />,
  },
  {
    key: 'ceremonies',
    label: 'Ceremony updates',
    description: 'When your puja is performed and its video is ready.',
    icon: <Flame className="h-5 w-5" aria-hidden />,
  },
  {
    key: 'donations',
    label: 'Donation updates',
    description: 'Receipts, 80G certificates and campaign news.',
    icon: <HandHeart className="h-5 w-5" aria-hidden />,
  },
  {
    key: 'reminders',
    label: 'Reminders',
    description: 'Before your pujas and the live darshan you follow.',
    icon: <CalendarClock className="h-5 w-5" aria-hidden />,
  },
];

export function NotificationSettings({ value, onChange }: Props) {
  return (
    <SettingsCard title="Notifications" description="Choose how we keep you updated.">
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
            label={n.label}
            description={n.description}
            checked={value.notifications[n.key]}
            onChange={(on) => onChange({ ...value, notifications: { ...value.notifications, [n.key]: on } })}
          />
        ),
      )}
    </SettingsCard>
  );
}

const PRIVACY: { key: keyof Settings['privacy']; label: string; description: string; icon: ReactNode }[] = [
  {
    key: 'profileVisible',
    label: 'Profile visibility',
    description: 'Show your name among donors and puja participants.',
    icon: <Eye className="h-5 w-5" aria-hidden />,
  },
  {
    key: 'shareActivity',
    label: 'Share activity',
    description: 'Let others see the pujas and campaigns you join.',
    icon: <Share2 className="h-5 w-5" aria-hidden />,
  },
  {
    key: 'allowAnalytics',
    label: 'Usage analytics',
    description: 'Help us improve Sankalp with anonymous usage data.',
    icon: <BarChart3 className="h-5 w-5" aria-hidden />,
  },
];

export function PrivacySettings({ value, onChange }: Props) {
  return (
    <SettingsCard title="Privacy" description="Control what others see and what we learn.">
      {PRIVACY.map((p) => (
        <SwitchRow
          key={p.key}
          icon={p.icon}
          label={p.label}
          description={p.description}
          checked={value.privacy[p.key]}
          onChange={(on) => onChange({ ...value, privacy: { ...value.privacy, [p.key]: on } })}
        />
      ))}
    </SettingsCard>
  );
}
