/** Relative luminance of a #rgb / #rrggbb colour (WCAG 2), or null when it cannot be read. */
export function luminance(hex: string): number | null {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return null;
  const h = m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join('') : m[1]!;
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(h.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** White on the theme colour when that reads at AA (4.5:1), otherwise ink. */
export function readableTextOn(hex: string): string {
  const l = luminance(hex);
  if (l === null) return '#FFFFFF';
  return 1.05 / (l + 0.05) >= 4.5 ? '#FFFFFF' : '#1F1A17';
}
