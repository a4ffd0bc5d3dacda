import type { CatalogListItem } from '@sankalp/shared/api/admin-catalog';
import { useEffect, useState } from 'react';
import { useScopeOptions } from '../api/users';
import { useConsoleT } from '../i18n';
import { scopeOptions, type ScopeOption } from '../lib/user-roles';
import { Labeled, Select, TextInput } from './Fields';

/** Waits until typing pauses before asking the server. */
function useDebounced(value: string, ms: number) {
  const [v, setV] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setV(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return v;
}

/**
 * A temple or pandit profile chosen by name (GET /admin/catalog/{temples|pandits}?q=): a search box
 * narrows a native select, which keeps keyboard, screen reader and touch behaviour for free.
 */
export function ScopePicker({
  entity,
  id,
  value,
  onChange,
  error,
}: {
  entity: 'temples' | 'pandits';
  id: string;
  value: string;
  onChange: (id: string) => void;
  error?: string;
}) {
  const { t } = useConsoleT();
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<ScopeOption | null>(null);
  const q = useDebounced(text, 250);
  const found = useScopeOptions(entity, q, true);
  const label = (i: CatalogListItem) =>
    [i.title, i.temple?.name, i.status === 'draft' ? t('common.draft') : null].filter(Boolean).join(' · ');
  const matches = (found.data ?? []).map((i) => ({ id: i.id, label: label(i) }));
  const options = scopeOptions(matches, value ? chosen : null);
  return (
    <div className="space-y-3 rounded-[10px] border border-cream-200 p-3">
      <Labeled
        id={`${id}-q`}
        label={entity === 'temples' ? t('users.findTemple') : t('users.findPandit')}
        hint={
          found.isError
            ? t('common.error')
            : !found.isPending && matches.length === 0
              ? t('users.noMatches')
              : undefined
        }
      >
        <TextInput
          id={`${id}-q`}
          type="search"
          value={text}
          autoComplete="off"
          aria-controls={id}
          onChange={(e) => setText(e.target.value)}
        />
      </Labeled>
      <Labeled id={id} label={entity === 'temples' ? t('users.temple') : t('users.pandit')} error={error}>
        <Select
          id={id}
          value={value}
          invalid={Boolean(error)}
          aria-busy={found.isFetching}
          onChange={(e) => {
            setChosen(options.find((o) => o.id === e.target.value) ?? null);
            onChange(e.target.value);
          }}
        >
          <option value="">{t('users.pick')}</option>
          {options.map((o) => (
            <option key={o.id} value={o.id}>
              {o.label}
            </option>
          ))}
        </Select>
      </Labeled>
    </div>
  );
}
