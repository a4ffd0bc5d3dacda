import { zodResolver } from '@hookform/resolvers/zod';
import { STAFF_ROLES, type AdminUserListItem, type RoleGrantView } from '@sankalp/shared/api/admin';
import { Search, ShieldCheck, ShieldPlus, Trash2 } from 'lucide-react';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { toast } from '../../../lib/toast';
import { codeOf, messageOf } from '../api/client';
import { useRoleActions, useUserRoles } from '../api/roles';
import { USERS_PAGE_SIZE, useAdminUser, useUserSearch } from '../api/users';
import { Badge } from '../components/Badge';
import { Labeled, Select, TextInput } from '../components/Fields';
import { Pager } from '../components/Pager';
import { ScopePicker } from '../components/ScopePicker';
import { Card, Empty, LoadFailure, LoadingRows, SectionHeader } from '../components/Section';
import { useConsoleT } from '../i18n';
import { grantFormSchema, type GrantFormInput, type GrantFormOutput } from '../lib/grant-form';
import { useUrlFilters } from '../lib/use-filters';
import { grantKey, revokeInput, roleErrorKey, scopeOf } from '../lib/user-roles';

const KEYS = ['q', 'role'] as const;
type Role = (typeof STAFF_ROLES)[number];
const asRole = (v: string): Role | '' => ((STAFF_ROLES as readonly string[]).includes(v) ? (v as Role) : '');

/**
 * /admin/users (admin): find people by e-mail, phone, name or id (GET /admin/users), or list a
 * role's holders; the chosen person's roles, revoke, and a grant whose temple or pandit is picked
 * by name. The search, the page and the chosen person live in the URL.
 */
export default function UsersSection() {
  const { t } = useConsoleT();
  const { filters, page, setFilters, setPage } = useUrlFilters(KEYS);
  const [params, setParams] = useSearchParams();
  const selected = params.get('user') ?? '';
  const panel = useRef<HTMLDivElement>(null);
  const choose = (id: string) => {
    // The page stays: only the chosen person changes.
    setParams(
      (prev) => {
        const p = new URLSearchParams(prev);
        p.set('user', id);
        return p;
      },
      { replace: true },
    );
    // On a phone the panel is below the list: bring it into view.
    if (window.matchMedia?.('(max-width: 1023px)').matches) {
      requestAnimationFrame(() => panel.current?.scrollIntoView({ block: 'start' }));
    }
  };
  return (
    <>
      <SectionHeader title={t('sections.users')} subtitle={t('users.help')} />
      <SearchBar
        key={`${filters.q}|${filters.role}`}
        initial={{ q: filters.q, role: asRole(filters.role) }}
        onApply={setFilters}
      />
      <div className="mt-5 grid items-start gap-6 lg:grid-cols-2">
        <Results
          q={filters.q}
          role={asRole(filters.role)}
          page={page}
          onPage={setPage}
          selected={selected}
          onChoose={choose}
        />
        <div ref={panel} className="scroll-mt-20">
          {selected ? (
            <UserPanel key={selected} userId={selected} />
          ) : (
            <Card>
              <p className="text-ink-600">{t('users.choose')}</p>
            </Card>
          )}
        </div>
      </div>
    </>
  );
}

function SearchBar({
  initial,
  onApply,
}: {
  initial: { q: string; role: Role | '' };
  onApply: (f: { q: string; role: string }) => void;
}) {
  const { t } = useConsoleT();
  const [q, setQ] = useState(initial.q);
  const [role, setRole] = useState<string>(initial.role);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply({ q: q.trim(), role });
  };
  return (
    <form
      onSubmit={submit}
      role="search"
      className="flex flex-wrap items-end gap-3 rounded-[12px] bg-white p-4 shadow-raised"
    >
      <Labeled id="u-q" label={t('users.search')} className="min-w-64 flex-[2]">
        <TextInput
          id="u-q"
          type="search"
          aria-describedby="u-q-hint"
          value={q}
          maxLength={100}
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => setQ(e.target.value)}
        />
      </Labeled>
      <Labeled id="u-role" label={t('users.role')} className="min-w-44 flex-1">
        <Select id="u-role" value={role} onChange={(e) => setRole(e.target.value)}>
          <option value="">{t('users.anyRole')}</option>
          {STAFF_ROLES.map((r) => (
            <option key={r} value={r}>
              {t(`roles.${r}`)}
            </option>
          ))}
        </Select>
      </Labeled>
      <Button type="submit" className="min-h-11">
        <Search className="h-4 w-4" aria-hidden /> {t('users.find')}
      </Button>
      <p id="u-q-hint" className="basis-full text-sm text-ink-600">
        {t('users.searchHint')}
      </p>
    </form>
  );
}

function Results({
  q,
  role,
  page,
  onPage,
  selected,
  onChoose,
}: {
  q: string;
  role: Role | '';
  page: number;
  onPage: (p: number) => void;
  selected: string;
  onChoose: (id: string) => void;
}) {
  const { t } = useConsoleT();
  const found = useUserSearch({ q, role }, page);
  if (found.isPending) return <LoadingRows rows={5} />;
  if (found.isError) return <LoadFailure error={found.error} onRetry={() => void found.refetch()} />;
  if (found.data.items.length === 0) return <Empty message={t('users.empty')} />;
  return (
    <section aria-labelledby="u-results">
      <h2 id="u-results" className="sr-only">
        {t('users.results')}
      </h2>
      <ul className="space-y-2" aria-busy={found.isFetching}>
        {found.data.items.map((u) => (
          <li key={u.id}>
            <UserRow user={u} selected={u.id === selected} onChoose={() => onChoose(u.id)} />
          </li>
        ))}
      </ul>
      <Pager page={page} size={USERS_PAGE_SIZE} total={found.data.total} onPage={onPage} />
    </section>
  );
}

function UserRow({ user, selected, onChoose }: { user: AdminUserListItem; selected: boolean; onChoose: () => void }) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={onChoose}
      className={`block w-full rounded-[12px] bg-white p-4 text-left text-sm shadow-raised hover:bg-cream-50 ${
        selected ? 'ring-2 ring-saffron-500' : ''
      }`}
    >
      <span className="flex items-start justify-between gap-3">
        <span className="min-w-0">
          <span className="block font-semibold text-ink-900">{user.fullName}</span>
          <span className="block break-all text-ink-600">{user.email}</span>
          {user.phone && <span className="block text-ink-600">{user.phone}</span>}
        </span>
        <TwoFactorBadge user={user} />
      </span>
      {user.roles.length > 0 && (
        <span className="mt-2 flex flex-wrap gap-1.5">
          {user.roles.map((g) => (
            <Badge key={grantKey(g)} tone="saffron">
              <GrantLabel grant={g} />
            </Badge>
          ))}
        </span>
      )}
    </button>
  );
}

/** 2FA: on in green; off is a warning only for someone holding a role (the console stays shut for them). */
function TwoFactorBadge({ user }: { user: Pick<AdminUserListItem, 'twoFactorEnabled' | 'roles'> }) {
  const { t } = useConsoleT();
  if (user.twoFactorEnabled)
    return (
      <Badge tone="success">
        <ShieldCheck className="mr-1 h-3.5 w-3.5" aria-hidden />
        {t('users.twoFactorOn')}
      </Badge>
    );
  return <Badge tone={user.roles.length > 0 ? 'warning' : 'neutral'}>{t('users.twoFactorOff')}</Badge>;
}

/** "Temple staff · Kashi Vishwanath" (or "· removed" for a scope that is gone). */
function GrantLabel({ grant }: { grant: RoleGrantView }) {
  const { t } = useConsoleT();
  const scope = scopeOf(grant);
  return (
    <>
      {t(`roles.${grant.role}`)}
      {scope && ` · ${scope === 'missing' ? t('users.scopeMissing') : scope.name}`}
    </>
  );
}

function UserPanel({ userId }: { userId: string }) {
  const { t } = useConsoleT();
  const who = useAdminUser(userId);
  const roles = useUserRoles(userId);
  const { grant, revoke } = useRoleActions(userId);
  if (who.isPending || roles.isPending) return <LoadingRows rows={4} />;
  if (who.isError) return <LoadFailure error={who.error} onRetry={() => void who.refetch()} />;
  if (!who.data) return <Empty message={t('users.noUser')} />;
  if (roles.isError) return <LoadFailure error={roles.error} onRetry={() => void roles.refetch()} />;
  const user = who.data;
  const fail = (e: unknown) => {
    const key = roleErrorKey(codeOf(e));
    toast.error(t('common.failed'), { description: key ? t(key) : messageOf(e, t('common.failed')) });
  };
  return (
    <div className="space-y-6">
      <Card>
        <p className="text-xs font-semibold uppercase tracking-wide text-ink-600">{t('users.selected')}</p>
        <div className="mt-1 flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 className="text-lg font-semibold text-maroon-800">{user.fullName}</h2>
            <p className="break-all text-sm text-ink-600">{user.email}</p>
            {user.phone && <p className="text-sm text-ink-600">{user.phone}</p>}
          </div>
          <TwoFactorBadge user={{ twoFactorEnabled: user.twoFactorEnabled, roles: roles.data.roles }} />
        </div>
        {!user.twoFactorEnabled && <p className="mt-3 text-sm text-ink-600">{t('users.twoFactorNote')}</p>}
        <h3 className="mb-2 mt-4 font-semibold text-ink-900">{t('users.roles')}</h3>
        {roles.data.roles.length === 0 ? (
          <p className="text-ink-600">{t('users.noRoles')}</p>
        ) : (
          <ul className="divide-y divide-cream-200">
            {roles.data.roles.map((g) => (
              <li key={grantKey(g)} className="flex items-center gap-3 py-2">
                <span className="min-w-0 flex-1 text-sm">
                  <Badge tone="saffron">
                    <GrantLabel grant={g} />
                  </Badge>
                </span>
                <Button
                  variant="ghost"
                  size="sm"
                  className="min-h-11"
                  disabled={revoke.isPending}
                  aria-label={t('users.revokeRole', { role: t(`roles.${g.role}`) })}
                  onClick={() =>
                    revoke.mutate(revokeInput(g), {
                      onSuccess: () => toast.success(t('users.revoked')),
                      onError: fail,
                    })
                  }
                >
                  <Trash2 className="h-4 w-4" aria-hidden /> {t('users.revoke')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <GrantForm
        busy={grant.isPending}
        onGrant={(v, done) =>
          grant.mutate(v, {
            onSuccess: () => {
              toast.success(t('users.granted'));
              done();
            },
            onError: fail,
          })
        }
      />
    </div>
  );
}

function GrantForm({ busy, onGrant }: { busy: boolean; onGrant: (v: GrantFormOutput, done: () => void) => void }) {
  const { t } = useConsoleT();
  const schema = useMemo(() => grantFormSchema(t('users.scopeNeeded')), [t]);
  const {
    register,
    control,
    handleSubmit,
    watch,
    reset,
    formState: { errors },
  } = useForm<GrantFormInput, unknown, GrantFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: { role: 'operator', templeId: '', panditId: '' },
  });
  const role = watch('role');
  return (
    <Card title={t('users.grant')}>
      <form noValidate onSubmit={handleSubmit((v) => onGrant(v, () => reset()))} className="space-y-4">
        <Labeled id="g-role" label={t('users.role')}>
          <Select id="g-role" {...register('role')}>
            {STAFF_ROLES.map((r) => (
              <option key={r} value={r}>
                {t(`roles.${r}`)}
              </option>
            ))}
          </Select>
        </Labeled>
        {role === 'temple_staff' && (
          <Controller
            control={control}
            name="templeId"
            render={({ field }) => (
              <ScopePicker
                entity="temples"
                id="g-temple"
                value={field.value}
                onChange={field.onChange}
                error={errors.templeId?.message}
              />
            )}
          />
        )}
        {role === 'pandit' && (
          <Controller
            control={control}
            name="panditId"
            render={({ field }) => (
              <ScopePicker
                entity="pandits"
                id="g-pandit"
                value={field.value}
                onChange={field.onChange}
                error={errors.panditId?.message}
              />
            )}
          />
        )}
        <Button type="submit" disabled={busy} aria-busy={busy}>
          <ShieldPlus className="h-4 w-4" aria-hidden /> {t('users.grant')}
        </Button>
      </form>
    </Card>
  );
}
