import { ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../ui/Button';
import { ApiError } from '../../lib/api';
import { toast } from '../../lib/toast';
import { CartFullError, useCartActions, type CartLine } from '../../lib/cart/use-cart';

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
  const { add } = useCartActions();
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);

  const onClick = async () => {
    setAdding(true);
    try {
      await add(line);
      toast.success('Added to cart', { action: { label: 'View cart', onClick: () => void navigate('/cart') } });
    } catch (e) {
      toast.error(
        e instanceof CartFullError || e instanceof ApiError ? e.message : 'Could not add to cart. Please try again.',
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
      <span>{adding ? 'Adding…' : 'Add to Cart'}</span>
    </Button>
  );
}
