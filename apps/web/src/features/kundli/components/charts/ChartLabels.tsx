/** Graha labels stacked around (x, y) in SVG units, a few to a line so a crowded house stays legible. */
export function ChartLabels({
  labels,
  x,
  y,
  perLine,
  size,
}: {
  labels: string[];
  x: number;
  y: number;
  perLine: number;
  size: number;
}) {
  const rows: string[] = [];
  for (let i = 0; i < labels.length; i += perLine) rows.push(labels.slice(i, i + perLine).join(' '));
  const step = size * 1.25;
  const top = y - ((rows.length - 1) * step) / 2;
  return (
    <>
      {rows.map((r, i) => (
        <text
          key={r}
          x={x}
          y={top + i * step}
          textAnchor="middle"
          dominantBaseline="central"
          fontSize={size}
          fontWeight={700}
          className="fill-maroon-800"
        >
          {r}
        </text>
      ))}
    </>
  );
}
