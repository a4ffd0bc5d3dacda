import { CATALOG_ENTITIES, type CatalogEntity } from '@sankalp/shared/schemas/admin-catalog';
import { Eye, EyeOff, Pencil, Plus, Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, NavLink, useParams } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { toast } from '../../../lib/toast';
import { CATALOG_PAGE_SIZE, useCatalogList, usePublish } from '../api/catalog';
import { messageOf } from '../api/client';
import { Badge } from '../components/Badge';
import { Labeled, Select, TextInput } from '../components/Fields';
import { Pager } from '../components/Pager';
import { cell, Empty, LoadFailure, LoadingRows, SectionHeader, Table } from '../components/Section';
import { useConsoleT } from '../i18n';
import { isEntity } from '../lib/catalog-form';
import { day } from '../lib/format';
import { useUrlFilters } from '../lib/use-filters';

/** /admin/catalog/{entity}: each entity's list with search and status, publish and unpublish (contract C). */
export default function CatalogSection() {
  const { t } = useConsoleT();
  const params = useParams();
  const entity: CatalogEntity = isEntity(params.entity) ? params.entity : 'pujas';
  return (
    <>
      <SectionHeader
        title={t('sections.catalog')}
        actions={
          <ButtonLink to={`/admin/catalog/${entity}/new`} className="min-h-11">
            <Plus className="h-4 w-4" aria-hidden /> {t('catalog.new')}
          </ButtonLink>
        }
      />
      <nav aria-label={t('sections.catalog')} className="mb-4 flex gap-2 overflow-x-auto pb-1 [scrollbar-width:none]">
        {CATALOG_ENTITIES.map((e) => (
          <NavLink
            key={e}
            to={`/admin/catalog/${e}`}
            className={`inline-flex min-h-11 shrink-0 items-center rounded-full border px-4 text-sm font-semibold ${
              e === entity
                ? 'border-saffron-600 bg-saffron-600 text-white'
                : 'border-cream-200 bg-white text-ink-900 hover:border-saffron-500'
            }`}
            aria-current={e === entity ? 'page' : undefined}
          >
            {t(`catalog.entities.${e}`)}
          </NavLink>
        ))}
      </nav>
      <EntityList key={entity} entity={entity} />
    </>
  );
}

function EntityList({ entity }: { entity: CatalogEntity }) {
  const { t, language } = useConsoleT();
  const { filters, page, setFilters, setPage } = useUrlFilters(['q', 'status'] as const);
  const q = useCatalogList(entity, filters, page);
  const publish = usePublish(entity);
  const [q0, setQ0] = useState(filters.q);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFilters({ q: q0 });
  };
  const toggle = (id: string, next: boolean) =>
    publish.mutate(
      { id, publish: next },
      {
        onSuccess: () => toast.success(t(next ? 'catalog.published' : 'catalog.unpublished')),
        onError: (e) => toast.error(t('common.failed'), { description: messageOf(e, t('common.failed')) }),
      },
    );
  return (
    <>
      <form
        onSubmit={submit}
        role="search"
        className="mb-4 grid gap-3 rounded-[12px] bg-white p-4 shadow-raised sm:grid-cols-[2fr_1fr_auto]"
      >
        <Labeled id="cat-q" label={t('common.search')}>
          <TextInput id="cat-q" type="search" value={q0} onChange={(e) => setQ0(e.target.value)} />
        </Labeled>
        <Labeled id="cat-status" label={t('common.status')}>
          <Select id="cat-status" value={filters.status} onChange={(e) => setFilters({ status: e.target.value })}>
            <option value="">{t('common.all')}</option>
            <option value="published">{t('common.published')}</option>
            <option value="draft">{t('common.draft')}</option>
          </Select>
        </Labeled>
        <div className="flex items-end">
          <Button type="submit" className="min-h-11">
            <Search className="h-4 w-4" aria-hidden /> {t('common.search')}
          </Button>
        </div>
      </form>
      {q.isPending ? (
        <LoadingRows />
      ) : q.isError ? (
        <LoadFailure error={q.error} onRetry={() => void q.refetch()} />
      ) : q.data.items.length === 0 ? (
        <Empty
          message={t('catalog.empty')}
          action={<ButtonLink to={`/admin/catalog/${entity}/new`}>{t('catalog.new')}</ButtonLink>}
        />
      ) : (
        <>
          <Table
            label={t(`catalog.entities.${entity}`)}
            head={[t('common.title'), t('common.temple'), t('common.status'), t('common.date'), t('common.actions')]}
          >
            {q.data.items.map((it) => (
              <tr key={it.id}>
                <td className={cell}>
                  <Link
                    to={`/admin/catalog/${entity}/${it.id}`}
                    className="font-semibold text-ink-900 hover:text-saffron-700"
                  >
                    {it.title}
                  </Link>
                </td>
                <td className={cell}>{it.temple?.name ?? '—'}</td>
                <td className={cell}>
                  <Badge tone={it.status === 'published' ? 'success' : 'neutral'}>
                    {t(it.status === 'published' ? 'common.published' : 'common.draft')}
                  </Badge>
                </td>
                <td className={`${cell} whitespace-nowrap`}>
                  {t('catalog.updated', { date: day(it.updatedAt, language) })}
                </td>
                <td className={cell}>
                  <div className="flex flex-wrap gap-2">
                    <ButtonLink
                      to={`/admin/catalog/${entity}/${it.id}`}
                      size="sm"
                      variant="secondary"
                      className="min-h-11"
                    >
                      <Pencil className="h-4 w-4" aria-hidden /> {t('catalog.edit')}
                    </ButtonLink>
                    <Button
                      size="sm"
                      variant={it.status === 'published' ? 'ghost' : 'outline'}
                      className="min-h-11"
                      disabled={publish.isPending}
                      onClick={() => toggle(it.id, it.status !== 'published')}
                    >
                      {it.status === 'published' ? (
                        <EyeOff className="h-4 w-4" aria-hidden />
                      ) : (
                        <Eye className="h-4 w-4" aria-hidden />
                      )}
                      {t(it.status === 'published' ? 'catalog.unpublish' : 'catalog.publish')}
                    </Button>
                  </div>
                </td>
              </tr>
            ))}
          </Table>
          <Pager page={page} size={CATALOG_PAGE_SIZE} total={q.data.total} onPage={setPage} />
        </>
      )}
    </>
  );
}
