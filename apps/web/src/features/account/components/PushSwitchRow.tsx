import { Bell } from 'lucide-react';
import { useEffect, useState } from 'react';
import { pushAvailability, pushOnHere, turnPushOff, turnPushOn, type PushResult } from '../lib/push';
import { SwitchRow } from './Switch';

const NOTES: Record<Exclude<PushResult, 'on' | 'off'> | 'idle' | 'here', string> = {
  idle: 'Alerts on this device when your puja is performed, its video is ready or your parcel moves.',
  here: 'On in this browser. Alerts arrive even when Sankalp is closed.',
  unsupported:
    'This browser cannot receive push notifications. Try Chrome, Edge or Firefox, or add Sankalp to your home screen on an iPhone.',
  blocked:
    'Your browser blocks notifications from Sankalp. Allow them in the site settings (the icon beside the address), then turn this on again.',
  failed: 'Push notifications could not be turned on just now. Please try again.',
};

/**
 * The push switch: turning it on asks the browser for permission and subscribes this browser
 * (GET /push/key, PushManager.subscribe, POST /push/subscriptions); off unsubscribes it. The
 * account setting it sets says whether push is sent at all (saved with the other settings).
 */
export function PushSwitchRow({ checked, onChange }: { checked: boolean; onChange: (on: boolean) => void }) {
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

  const description = note
    ? NOTES[note]
    : available === 'unsupported'
      ? NOTES.unsupported
      : available === 'blocked' && !on
        ? NOTES.blocked
        : on
          ? NOTES.here
          : NOTES.idle;
  return (
    <div aria-busy={busy}>
      <SwitchRow
        icon={<Bell className="h-5 w-5" aria-hidden />}
        label="Push notifications"
        description={<span role={note ? 'alert' : undefined}>{description}</span>}
        checked={on}
        onChange={(v) => void toggle(v)}
      />
    </div>
  );
}
