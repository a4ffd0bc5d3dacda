import { ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../ui/Button';
import { ApiError } from '../../lib/api';
import { toast } from '../../lib/toast';
import { CART_LINES_MAX } from '@sankalp/shared/api/cart';
import { CartFullError, useCartActions, type CartLine } from '../../lib/cart/use-cart';
import { useCartButtonT } from './i18n/index';

/** Adds the line to the cart and says so, with a way to the cart; disabled while adding. */
export function AddToCartButton({
  line,
  disabled,
  className = '',
}: {
  line: CartLine;
  disabled?: boolean;
  className?: string;
}) {
  const { t } = useCartButtonT();
  const { add } = useCartActions();
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);

  const onClick = async () => {
    setAdding(true);
    try {
      await add(line);
      toast.success(t('added'), { action: { label: t('view'), onClick: () => void navigate('/cart') } });
    } catch (e) {
      toast.error(
        e instanceof CartFullError ? t('full', { max: CART_LINES_MAX }) : e instanceof ApiError ? e.message : t('failed'),
      );
    } finally {
      setAdding(false);
    }
  };

  return (
    <Button
      variant="outline"
      size="lg"
      className={className}
      disabled={disabled || adding}
      aria-busy={adding || undefined}
      onClick={() => void onClick()}
    >
      <ShoppingCart className="h-5 w-5" aria-hidden />
      <span>{adding ? t('adding') : t('add')}</span>
    </Button>
  );
}
