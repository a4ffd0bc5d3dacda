import { lazy, Suspense, useEffect, useState } from 'react';
import { onToasterRequested } from '../../lib/toast';

const ToasterHost = lazy(() => import('./ToasterHost'));

/** Mounts the toast host the first time something shows a toast. */
export function LazyToaster() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => onToasterRequested(() => setMounted(true)), []);
  return mounted ? (
    <Suspense fallback={null}>
      <ToasterHost />
    </Suspense>
  ) : null;
}
