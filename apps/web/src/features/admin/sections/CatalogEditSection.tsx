import type { CatalogItem } from '@sankalp/shared/api/admin-catalog';
import type { CatalogEntity } from '@sankalp/shared/schemas/admin-catalog';
import { ArrowLeft, Eye, EyeOff } from 'lucide-react';
import type { ComponentType } from 'react';
import { Link, useParams } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { ApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { useCatalogItem, usePublish } from '../api/catalog';
import { messageOf } from '../api/client';
import { Badge } from '../components/Badge';
import { CampaignForm } from '../components/catalog/CampaignForm';
import { EventForm } from '../components/catalog/EventForm';
import { PanditForm } from '../components/catalog/PanditForm';
import { ProductForm } from '../components/catalog/ProductForm';
import { PujaForm } from '../components/catalog/PujaForm';
import { PrasadForm } from '../components/catalog/PrasadForm';
import { StreamForm } from '../components/catalog/StreamForm';
import { TempleForm } from '../components/catalog/TempleForm';
import { LoadFailure, LoadingRows, SectionHeader } from '../components/Section';
import { useConsoleT } from '../i18n';
import { isEntity } from '../lib/catalog-form';

/** /admin/catalog/{entity}/new and /admin/catalog/{entity}/{id}: the entry's form (contract C). */
export default function CatalogEditSection() {
  const { t } = useConsoleT();
  const { entity, id } = useParams();
  const back = (to: string) => (
    <ButtonLink to={to} variant="outline">
      {t('common.back')}
    </ButtonLink>
  );
  if (!isEntity(entity))
    return (
      <LoadFailure
        error={new ApiError('Not found', 404)}
        onRetry={() => undefined}
        notFoundTitle={t('catalog.notFoundTitle')}
        action={back('/admin/catalog')}
      />
    );
  return <Edit key={`${entity}-${id ?? 'new'}`} entity={entity} id={id} />;
}

function Edit({ entity, id }: { entity: CatalogEntity; id: string | undefined }) {
  const { t } = useConsoleT();
  const q = useCatalogItem(entity, id);
  const publish = usePublish(entity);
  const listPath = `/admin/catalog/${entity}`;
  const title = `${id ? t('catalog.edit') : t('catalog.new')} · ${t(`catalog.entities.${entity}`)}`;
  const header = (status?: 'published' | 'draft') => (
    <>
      <Link
        to={listPath}
        className="mb-3 inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-saffron-700"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden /> {t(`catalog.entities.${entity}`)}
      </Link>
      <SectionHeader
        title={title}
        subtitle={
          status && (
            <Badge tone={status === 'published' ? 'success' : 'neutral'}>
              {t(status === 'published' ? 'common.published' : 'common.draft')}
            </Badge>
          )
        }
        actions={
          id &&
          status && (
            <Button
              variant="outline"
              className="min-h-11"
              disabled={publish.isPending}
              onClick={() =>
                publish.mutate(
                  { id, publish: status !== 'published' },
                  {
                    onSuccess: () =>
                      toast.success(t(status !== 'published' ? 'catalog.published' : 'catalog.unpublished')),
                    onError: (e) => toast.error(t('common.failed'), { description: messageOf(e, t('common.failed')) }),
                  },
                )
              }
            >
              {status === 'published' ? (
                <EyeOff className="h-4 w-4" aria-hidden />
              ) : (
                <Eye className="h-4 w-4" aria-hidden />
              )}
              {t(status === 'published' ? 'catalog.unpublish' : 'catalog.publish')}
            </Button>
          )
        }
      />
    </>
  );
  if (id && q.isPending) return <LoadingRows rows={10} />;
  if (id && q.isError)
    return (
      <LoadFailure
        error={q.error}
        onRetry={() => void q.refetch()}
        notFoundTitle={t('catalog.notFoundTitle')}
        action={
          <ButtonLink to={listPath} variant="outline">
            {t('common.back')}
          </ButtonLink>
        }
      />
    );
  const item = q.data;
  return (
    <>
      {header(item?.status)}
      <EntityForm entity={entity} item={item} />
    </>
  );
}

/** Each entity's own form; the table is exhaustive, so a new entity without a form does not compile. */
const FORMS: { [E in CatalogEntity]: ComponentType<{ item?: CatalogItem<E> }> } = {
  temples: TempleForm,
  pujas: PujaForm,
  events: EventForm,
  campaigns: CampaignForm,
  products: ProductForm,
  pandits: PanditForm,
  streams: StreamForm,
  prasad: PrasadForm,
};

function EntityForm({ entity, item }: { entity: CatalogEntity; item: CatalogItem<CatalogEntity> | undefined }) {
  const Form = FORMS[entity] as ComponentType<{ item?: CatalogItem<CatalogEntity> }>;
  return <Form item={item} />;
}
