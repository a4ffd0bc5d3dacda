/** A decorative lotus mandala in gold lines (original artwork), for the About hero on wide screens. */
export function MandalaOrnament({ className = '' }: { className?: string }) {
  const petals = Array.from({ length: 16 }, (_, i) => i * 22.5);
  const inner = Array.from({ length: 8 }, (_, i) => i * 45 + 22.5);
  return (
    <svg viewBox="-100 -100 200 200" className={className} aria-hidden focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="1.2">
        <circle r="96" strokeOpacity="0.35" />
        <circle r="88" strokeDasharray="2 5" strokeOpacity="0.6" />
        {petals.map((a) => (
          <path key={a} transform={`rotate(${a})`} d="M0 -84 C 14 -66, 14 -46, 0 -34 C -14 -46, -14 -66, 0 -84 Z" />
        ))}
        <circle r="34" />
        {inner.map((a) => (
          <path key={a} transform={`rotate(${a})`} d="M0 -32 C 9 -24, 9 -14, 0 -8 C -9 -14, -9 -24, 0 -32 Z" />
        ))}
        <circle r="6" fill="currentColor" fillOpacity="0.8" />
      </g>
    </svg>
  );
}
