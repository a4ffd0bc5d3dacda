import type { PreviewCard } from './preview-card';
import { PREVIEW_HEIGHT, PREVIEW_WIDTH } from './preview-path';

/** A React-element-like node, as satori takes it without JSX. */
export type Node = {
  type: string;
  props: { style?: Record<string, unknown>; children?: unknown; [k: string]: unknown };
};

const el = (
  type: string,
  style: Record<string, unknown>,
  children?: unknown,
  props: Record<string, unknown> = {},
): Node => ({
  type,
  props: { ...props, style, children },
});

// DESIGN.md colours.
const SAFFRON_600 = '#C2410C';
const MAROON_800 = '#7F1D1D';
const GOLD_400 = '#F5B301';
const CREAM_50 = '#FFFBF3';
const CREAM_100 = '#FDF3E1';
const INK_900 = '#1F1A17';
const INK_600 = '#5B524B';
/** The progress bar's empty part: cream-100 vanishes on cream-50, this darker cream does not. */
const TRACK = '#F1DDB8';

const PAD = 64;
const BAND = 18; // the maroon band at the foot, under a gold rule
/** The artwork's slot on the right: 4:3, as the catalog's art is drawn. */
export const ART_SIZE = { width: 496, height: 372 } as const;

/** Long titles shrink a step before they are clamped to three lines. */
const titleSize = (title: string) => (title.length > 60 ? 44 : title.length > 32 ? 52 : 60);

const oneLine = { lineClamp: 1, overflow: 'hidden', textOverflow: 'ellipsis' };

function art(artPng: string | null, logoPng: string | null): Node {
  const frame = {
    display: 'flex',
    width: ART_SIZE.width,
    height: ART_SIZE.height,
    borderRadius: 28,
    overflow: 'hidden',
    border: `4px solid ${GOLD_400}`,
    backgroundColor: CREAM_100,
    alignItems: 'center',
    justifyContent: 'center',
  };
  return artPng
    ? el(
        'div',
        frame,
        el('img', { width: ART_SIZE.width, height: ART_SIZE.height, objectFit: 'cover' }, undefined, { src: artPng }),
      )
    : el('div', frame, logoPng ? el('img', { width: 220, height: 220 }, undefined, { src: logoPng }) : []);
}

function progressBar(progress: number): Node {
  return el(
    'div',
    { display: 'flex', width: 440, height: 14, borderRadius: 7, backgroundColor: TRACK, marginTop: 18 },
    el('div', {
      display: 'flex',
      width: Math.round(440 * progress),
      height: 14,
      borderRadius: 7,
      backgroundColor: SAFFRON_600,
    }),
  );
}

/**
 * The 1200 × 630 card: the logo and name, what it is, the title (Devanagari too), temple, date and
 * price on cream at the left; the artwork framed in gold at the right; a maroon band at the foot.
 * `artPng` and `logoPng` are data: URIs (satori embeds them; nothing is fetched while drawing), or
 * null when unreadable: the logo stands in for missing art, the name alone for a missing logo.
 */
export function previewLayout(card: PreviewCard, artPng: string | null, logoPng: string | null): Node {
  const text = [
    el(
      'div',
      { color: SAFFRON_600, fontSize: 26, fontWeight: 700, letterSpacing: 2, textTransform: 'uppercase' },
      card.eyebrow,
    ),
    el(
      'div',
      {
        color: MAROON_800,
        fontSize: titleSize(card.title),
        fontWeight: 700,
        lineHeight: 1.18,
        marginTop: 14,
        lineClamp: 3,
        overflow: 'hidden',
      },
      card.title,
    ),
    card.place && el('div', { color: INK_600, fontSize: 28, marginTop: 18, ...oneLine }, card.place),
    card.when && el('div', { color: INK_900, fontSize: 28, fontWeight: 700, marginTop: 8 }, card.when),
  ].filter(Boolean);
  const price =
    card.price &&
    [
      el(
        'div',
        {
          display: 'flex',
          alignSelf: 'flex-start',
          alignItems: 'center',
          height: 64,
          padding: '0 30px',
          borderRadius: 32,
          backgroundColor: SAFFRON_600,
          color: '#FFFFFF',
          fontSize: 32,
          fontWeight: 700,
          lineHeight: 1,
        },
        card.price,
      ),
      card.progress !== null && progressBar(card.progress),
    ].filter(Boolean);

  return el(
    'div',
    {
      display: 'flex',
      flexDirection: 'column',
      width: PREVIEW_WIDTH,
      height: PREVIEW_HEIGHT,
      backgroundColor: CREAM_50,
      fontFamily: 'Noto Sans',
    },
    [
      el('div', { display: 'flex', flexGrow: 1, padding: `48px ${PAD}px 40px` }, [
        el('div', { display: 'flex', flexDirection: 'column', width: 540, justifyContent: 'space-between' }, [
          el(
            'div',
            { display: 'flex', alignItems: 'center' },
            [
              logoPng && el('img', { width: 60, height: 60, marginRight: 14 }, undefined, { src: logoPng }),
              el('div', { color: MAROON_800, fontSize: 36, fontWeight: 700 }, 'Sankalp'),
            ].filter(Boolean),
          ),
          el('div', { display: 'flex', flexDirection: 'column' }, text),
          el('div', { display: 'flex', flexDirection: 'column', minHeight: 64 }, price || []),
        ]),
        el(
          'div',
          { display: 'flex', flexGrow: 1, alignItems: 'center', justifyContent: 'flex-end' },
          art(artPng, logoPng),
        ),
      ]),
      el('div', { display: 'flex', height: 4, backgroundColor: GOLD_400 }),
      el('div', { display: 'flex', height: BAND, backgroundColor: MAROON_800 }),
    ],
  );
}
