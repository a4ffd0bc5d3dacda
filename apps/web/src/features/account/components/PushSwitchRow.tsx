import { Bell } from 'lucide-react';
import { useEffect, useState } from 'react';
import { pushAvailability, pushOnHere, turnPushOff, turnPushOn, type PushResult } from '../lib/push';
import { SwitchRow } from './Switch';
import { useAccountT } from '../i18n/index';

const NOTES = {
  idle: 'push.idle',
  here: 'push.here',
  unsupported: 'push.unsupported',
  blocked: 'push.blocked',
  failed: 'push.failed',
} as const satisfies Record<Exclude<PushResult, 'on' | 'off'> | 'idle' | 'here', string>;

/**
 * The push switch: turning it on asks the browser for permission and subscribes this browser
 * (GET /push/key, PushManager.subscribe, POST /push/subscriptions); off unsubscribes it. The
 * account setting it sets says whether push is sent at all (saved with the other settings).
 */
export function PushSwitchRow({ checked, onChange }: { checked: boolean; onChange: (on: boolean) => void }) {
  const { t } = useAccountT();
  const [here, setHere] = useState<boolean | null>(null);
  const [note, setNote] = useState<keyof typeof NOTES | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let live = true;
    void pushOnHere()
      .catch(() => false)
      .then((on) => live && setHere(on));
    return () => {
      live = false;
    };
  }, []);
  const available = pushAvailability();
  const on = checked && here === true;

  const toggle = async (want: boolean) => {
    if (busy) return;
    setBusy(true);
    const result = want ? await turnPushOn() : await turnPushOff();
    setBusy(false);
    if (result === 'on') {
      setHere(true);
      setNote(null);
      onChange(true);
    } else if (result === 'off') {
      setHere(false);
      setNote(null);
      onChange(false);
    } else setNote(result);
  };

  const description = t(note
    ? NOTES[note]
    : available === 'unsupported'
      ? NOTES.unsupported
      : available === 'blocked' && !on
        ? NOTES.blocked
        : on
          ? NOTES.here
          : NOTES.idle);
  return (
    <div aria-busy={busy}>
      <SwitchRow
        icon={<Bell className="h-5 w-5" aria-hidden />}
        label={t('settings.push')}
        description={<span role={note ? 'alert' : undefined}>{description}</span>}
        checked={on}
        onChange={(v) => void toggle(v)}
      />
    </div>
  );
}
