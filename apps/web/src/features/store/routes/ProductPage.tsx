import { useParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/Button';
import { ErrorState, NotFoundState } from '../../../components/ui/StateViews';
import { isNotFound } from '../../../lib/api';
import { useTitle } from '../../../lib/use-title';
import { useProduct } from '../api/get-product';
import { ProductLoading } from '../components/ProductLoading';
import { ProductView } from '../components/ProductView';
import { useStoreT } from '../i18n';

function BackToStore() {
  const { t } = useStoreT();
  return (
    <ButtonLink to="/store" variant="outline">
      {t('product.backToStore')}
    </ButtonLink>
  );
}
const backToStore = <BackToStore />;

export default function ProductPage() {
  const { id = '' } = useParams();
  const product = useProduct(id);
  const { t } = useStoreT();
  useTitle(product.data?.name ?? t('titles.product'));

  if (product.isPending) return <ProductLoading />;
  // A malformed id is answered 400 and an unknown one 404: both mean there is no such product.
  if ((product.isError && isNotFound(product.error)) || (product.isSuccess && !product.data)) {
    return (
      <NotFoundState
        title={t('product.notFound')}
        message={t('product.notFoundText')}
        action={backToStore}
      />
    );
  }
  if (product.isError) {
    return (
      <div className="container-page py-16">
        <ErrorState
          title={t('product.errorTitle')}
          message={product.error.message || t('product.errorFallback')}
          onRetry={() => void product.refetch()}
          action={backToStore}
        />
      </div>
    );
  }
  return <ProductView product={product.data} />;
}
