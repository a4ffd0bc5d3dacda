import { useParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/Button';
import { ErrorState, NotFoundState } from '../../../components/ui/StateViews';
import { isNotFound } from '../../../lib/api';
import { useTitle } from '../../../lib/use-title';
import { useProduct } from '../api/get-product';
import { ProductLoading } from '../components/ProductLoading';
import { ProductView } from '../components/ProductView';

const backToStore = (
  <ButtonLink to="/store" variant="outline">
    Back to Store
  </ButtonLink>
);

export default function ProductPage() {
  const { id = '' } = useParams();
  const product = useProduct(id);
  useTitle(product.data?.name ?? 'Product');

  if (product.isPending) return <ProductLoading />;
  // A malformed id is answered 400 and an unknown one 404: both mean there is no such product.
  if ((product.isError && isNotFound(product.error)) || (product.isSuccess && !product.data)) {
    return (
      <NotFoundState
        title="Product Not Found"
        message="This product may have been removed or the link is incomplete."
        action={backToStore}
      />
    );
  }
  if (product.isError) {
    return (
      <div className="container-page py-16">
        <ErrorState
          title="Error Loading Product"
          message={product.error.message || 'Failed to load product'}
          onRetry={() => void product.refetch()}
          action={backToStore}
        />
      </div>
    );
  }
  return <ProductView product={product.data} />;
}
