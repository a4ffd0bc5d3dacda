import { Info } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import type { PujaDetail, PujaPackage } from '@sankalp/shared/api/catalog';
import { decodeSlugParam, matchesSlug } from '@sankalp/shared/slug';
import { ListingApprovalLine } from '../../../components/catalog/ListingApprovalLine';
import { templeName } from '../../../components/catalog/format';
import { usePujaStatus } from '../../../components/catalog/use-puja-status';
import { isNotFound } from '../../../lib/api';
import { useStoredUser } from '../../../lib/auth';
import { useTitle } from '../../../lib/use-title';
import { usePujaByName } from '../../../lib/catalog/pujas';
import { BackLink, StepLayout } from '../components/StepLayout';
import { PackageChoice } from '../components/PackageChoice';
import { PujaSummary } from '../components/PujaSummary';
import { TrustList } from '../components/TrustList';
import { SankalpForm } from '../components/SankalpForm';
import { PujaClosed, PujaLoadProblem, StepSkeleton } from '../components/StepStates';
import { loadDraft, saveDraft, sessionDraftStorage, type BookingDraft } from '../lib/draft';
import { findPackage, resolvePackageId } from '../lib/packages';
import { chadhavaPath, detailsPath, pujaSlug } from '../lib/paths';
import { prefilledForm, restoreForm, type SankalpFormValues } from '../lib/sankalp-form';
import { useBookingT } from '../i18n/index';

/** What the details page (or the chadhava step, sending the devotee back) passes along. */
type NavState = { puja?: PujaDetail & { selectedPackage?: PujaPackage }; selectedPackage?: PujaPackage; notice?: string } | null;

/** /puja-sankalp/:pujaName?package={id} — works from the URL alone (part 2 § 2; principle 6). */
export default function PujaSankalpPage() {
  const { pujaName } = useParams();
  if (!pujaName) return <Navigate to="/pujas" replace />;
  const slug = pujaSlug(decodeSlugParam(pujaName));
  return <SankalpStep key={slug} slug={slug} />;
}

function SankalpStep({ slug }: { slug: string }) {
  const state = useLocation().state as NavState;
  const seed = state?.puja && matchesSlug(state.puja.title, slug) ? state.puja : undefined;
  const query = usePujaByName(slug, seed);
  const { t } = useBookingT();
  useTitle(query.data ? t('titles.sankalp', { title: query.data.title }) : t('titles.sankalpLoading'));

  if (query.isPending || (query.isError && query.isFetching)) return <StepSkeleton />;
  if (query.isError) return <PujaLoadProblem notFound={isNotFound(query.error)} onRetry={() => void query.refetch()} />;
  return <SankalpStepView slug={slug} puja={query.data} state={state} />;
}

function SankalpStepView({ slug, puja, state }: { slug: string; puja: PujaDetail; state: NavState }) {
  const navigate = useNavigate();
  const { t } = useBookingT();
  const [params, setParams] = useSearchParams();
  const status = usePujaStatus(puja.startTime, puja.endTime);
  const user = useStoredUser();
  const storage = sessionDraftStorage();
  // Read once: the draft of this puja when the page opened.
  const [draft] = useState<BookingDraft>(() => loadDraft(storage, slug));
  const [choosing, setChoosing] = useState(false);

  const packages = puja.waysToParticipate ?? [];
  const { id: packageId, requested } = resolvePackageId(packages, [
    params.get('package'),
    state?.selectedPackage?._id ?? state?.puja?.selectedPackage?._id,
    draft.sankalp?.packageId ?? draft.packageId,
  ]);
  const pkg = findPackage(packages, packageId);

  // Read when the form mounts (again after a package change): the draft, else the prefill.
  const loadInitial = useCallback(() => {
    const d = loadDraft(storage, slug);
    return { initial: restoreForm(d.form ?? d.sankalp?.form, prefilledForm(user)), saved: d.sankalp };
  }, [storage, slug, user]);

  const onDraftChange = useCallback((form: SankalpFormValues) => saveDraft(storage, slug, { form }), [storage, slug]);

  const choosePackage = (p: PujaPackage) => {
    setChoosing(false);
    saveDraft(storage, slug, { packageId: p._id });
    const next = new URLSearchParams(params);
    next.set('package', p._id);
    setParams(next, { replace: true, state: { ...state, notice: undefined } });
  };

  const onSaved = (sankalpId: string, form: SankalpFormValues) => {
    if (!pkg) return;
    const previous = loadDraft(storage, slug);
    const sameSankalp = previous.sankalp?.id === sankalpId;
    saveDraft(storage, slug, {
      form,
      packageId: pkg._id,
      sankalp: { id: sankalpId, form, packageId: pkg._id },
      // A new sankalp needs a new booking: the one made for the old sankalp is left to expire.
      booking: sameSankalp ? previous.booking : undefined,
    });
    navigate(chadhavaPath(slug, pkg._id, sankalpId), {
      state: { puja: { ...puja, selectedPackage: pkg }, sankalpId, sankalpFormData: form },
    });
  };

  if (status === 'closed') return <PujaClosed title={puja.title} />;

  const showChoice = !pkg || choosing;
  const choiceMessage = requested && !pkg
    ? t('package.gone')
    : !pkg
      ? t('package.chooseFirst')
      : undefined;

  return (
    <StepLayout
      step={1}
      back={<BackLink to={detailsPath(slug)}>{puja.title}</BackLink>}
      title={t('sankalp.title')}
      subtitle={t('sankalp.subtitle')}
      strip={<PujaSummary variant="strip" puja={puja} pkg={pkg} action={pkg && !showChoice ? <ChangeButton onClick={() => setChoosing(true)} /> : undefined} />}
      aside={
        <>
          <PujaSummary puja={puja} pkg={pkg} action={pkg && !showChoice ? <ChangeButton onClick={() => setChoosing(true)} /> : undefined} />
          <TrustList />
        </>
      }
    >
      {!puja.approval && (
        <ListingApprovalLine approval={null} kind="puja" templeName={templeName(puja.temple)} className="mb-5" />
      )}
      {state?.notice && (
        <p role="status" className="mb-5 flex gap-2 rounded-[12px] border border-saffron-200 bg-saffron-50 p-4 text-sm text-ink-900">
          <Info className="mt-0.5 h-4 w-4 shrink-0 text-saffron-700" aria-hidden />
          {state.notice}
        </p>
      )}
      {showChoice ? (
        <PackageChoice
          packages={packages}
          message={choiceMessage}
          currentId={pkg?._id}
          onChoose={choosePackage}
          onCancel={pkg ? () => setChoosing(false) : undefined}
        />
      ) : (
        pkg && (
          <SankalpForm
            puja={puja}
            pkg={pkg}
            loadInitial={loadInitial}
            onDraftChange={onDraftChange}
            onSaved={onSaved}
            onChangePackage={() => setChoosing(true)}
          />
        )
      )}
    </StepLayout>
  );
}

function ChangeButton({ onClick }: { onClick: () => void }) {
  const { t } = useBookingT();
  return (
    <button type="button" onClick={onClick} className="min-h-11 px-2 text-sm font-semibold text-saffron-700 underline underline-offset-2 hover:text-saffron-600">
      {t('package.change')}<span className="sr-only">{t('package.changeHidden')}</span>
    </button>
  );
}
