import { useEffect, useState } from 'react';

type Drawn = { d: string; size: number };

/**
 * A QR code of `value` as an SVG. The encoder (qrcode-generator, ≈ 11 KB gzip) loads only when a
 * code is shown; until then, and if it cannot load, a placeholder of the same size.
 */
export function QrCode({
  value,
  label,
  className = 'h-48 w-48',
}: {
  value: string;
  label: string;
  className?: string;
}) {
  const [drawn, setDrawn] = useState<Drawn | null>(null);
  useEffect(() => {
    let live = true;
    import('qrcode-generator')
      .then(({ default: qrcode }) => {
        const qr = qrcode(0, 'M');
        qr.addData(value);
        qr.make();
        const size = qr.getModuleCount();
        let d = '';
        for (let row = 0; row < size; row++)
          for (let col = 0; col < size; col++) if (qr.isDark(row, col)) d += `M${col} ${row}h1v1h-1z`;
        if (live) setDrawn({ d, size });
      })
      .catch(() => undefined); // the key and the link beside it still work
    return () => {
      live = false;
    };
  }, [value]);
  if (!drawn) return <div className={`${className} animate-pulse rounded-[8px] bg-cream-100`} aria-hidden />;
  // A quiet zone of 4 modules on every side, as scanners expect.
  const box = drawn.size + 8;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`-4 -4 ${box} ${box}`}
      className={`${className} rounded-[8px] bg-white`}
      shapeRendering="crispEdges"
    >
      <rect x={-4} y={-4} width={box} height={box} fill="#fff" />
      <path d={drawn.d} fill="#1f1a17" />
    </svg>
  );
}
