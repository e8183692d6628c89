// The demo model's images: small SVG placeholders this product draws itself (a soft neutral
// palette, the product's name, the brand underneath), served by GET /api/demo-images/{name}.svg.
// Nothing is fetched from anywhere else, so demo emails show their images offline too.
import { clean, hashOf, slug } from './demo-kit.js';

/** The route's path under the API prefix. */
export const DEMO_IMAGES_PATH = 'demo-images';

export const DEMO_IMAGE_LIMITS = {
  minSize: 16,
  maxSize: 2400,
  /** Longest label and brand line drawn (longer ones are refused: the demo never writes them). */
  textMax: 80,
  defaultWidth: 1200,
  defaultHeight: 600,
} as const;

/** Soft, neutral palettes: background, shapes, ink. */
export const DEMO_IMAGE_PALETTES = [
  { bg: '#EEF2EC', shape: '#C9D8C5', ink: '#2F4A3A' }, // sage
  { bg: '#F4EEE6', shape: '#E2D1BB', ink: '#4A3B2A' }, // sand
  { bg: '#F6ECEA', shape: '#E6C9C3', ink: '#5A3535' }, // blush
  { bg: '#EAF0F5', shape: '#C5D3E1', ink: '#2C3E50' }, // mist
  { bg: '#F0EFEC', shape: '#D6D2CA', ink: '#3A3733' }, // stone
  { bg: '#F0EDF5', shape: '#D5CCE4', ink: '#3F3552' }, // lavender
] as const;

export interface DemoImageSpec {
  /** The main line: a product name, or the brand. */
  text?: string;
  /** A small line under it: the brand. */
  sub?: string;
  w?: number;
  h?: number;
  /** Palette index; by default chosen from the text. */
  tone?: number;
}

/**
 * The address of a demo image: `{base}/api/demo-images/{slug}.svg?...`. Absolute, because an email
 * is read away from this app: `base` is the app's public address (PUBLIC_URL, see ai.config.ts).
 */
export function demoImageUrl(base: string, spec: DemoImageSpec): string {
  const params = new URLSearchParams();
  const text = clean(spec.text).slice(0, DEMO_IMAGE_LIMITS.textMax);
  const sub = clean(spec.sub).slice(0, DEMO_IMAGE_LIMITS.textMax);
  params.set('w', String(spec.w ?? DEMO_IMAGE_LIMITS.defaultWidth));
  params.set('h', String(spec.h ?? DEMO_IMAGE_LIMITS.defaultHeight));
  if (text) params.set('text', text);
  if (sub && sub.toLowerCase() !== text.toLowerCase()) params.set('sub', sub);
  if (spec.tone !== undefined) params.set('tone', String(spec.tone % DEMO_IMAGE_PALETTES.length));
  const name = text ? slug(text) : 'image';
  return `${base.replace(/\/+$/, '')}/api/${DEMO_IMAGES_PATH}/${name}.svg?${params.toString()}`;
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** Without control characters, whitespace collapsed. */
const printable = (text: string | undefined) => clean((text ?? '').replace(/[\u0000-\u001f\u007f]/g, ' '));

/** The words of a label in at most two lines, the break where the lines are most even. */
function lines(text: string, maxChars: number): string[] {
  if (text.length <= maxChars) return [text];
  const words = text.split(' ');
  let best = [text];
  let bestLongest = Infinity;
  for (let i = 1; i < words.length; i += 1) {
    const pair = [words.slice(0, i).join(' '), words.slice(i).join(' ')];
    const longest = Math.max(pair[0]!.length, pair[1]!.length);
    if (longest < bestLongest) [best, bestLongest] = [pair, longest];
  }
  return best;
}

const round = (n: number) => Math.round(n * 10) / 10;

/** The SVG of a demo image: a soft background, two quiet circles, a hairline frame, the label and the brand. */
export function renderDemoImage(spec: DemoImageSpec): string {
  const w = Math.round(spec.w ?? DEMO_IMAGE_LIMITS.defaultWidth);
  const h = Math.round(spec.h ?? DEMO_IMAGE_LIMITS.defaultHeight);
  const text = printable(spec.text);
  const sub = printable(spec.sub);
  const tone = spec.tone ?? Number.parseInt(hashOf(text || 'image').slice(0, 6), 16);
  const palette = DEMO_IMAGE_PALETTES[Math.abs(tone) % DEMO_IMAGE_PALETTES.length]!;
  const short = Math.min(w, h);
  const inset = round(short * 0.05);

  // A serif letter is about half its size wide: the label takes at most 80% of the width, two lines.
  const maxFont = short * 0.16;
  const oneLine = text ? Math.min(maxFont, (w * 0.8) / (text.length * 0.52)) : maxFont;
  const wrapped = text && oneLine < short * 0.09 ? lines(text, Math.ceil(text.length / 2) + 4) : text ? [text] : [];
  const longest = Math.max(1, ...wrapped.map((l) => l.length));
  const font = round(Math.max(8, Math.min(maxFont, (w * 0.8) / (longest * 0.52), (h * 0.55) / Math.max(1, wrapped.length * 1.25))));
  const subFont = round(Math.max(6, Math.min(font * 0.32, (w * 0.7) / Math.max(1, sub.length * 0.75))));
  const block = wrapped.length * font * 1.25 + (sub ? subFont * 2.4 : 0);
  const top = h / 2 - block / 2 + font * 0.95;

  const label = wrapped
    .map((line, i) => `<text x="${round(w / 2)}" y="${round(top + i * font * 1.25)}" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-size="${font}" fill="${palette.ink}">${escapeXml(line)}</text>`)
    .join('');
  const brandLine = sub
    ? `<text x="${round(w / 2)}" y="${round(top + (wrapped.length - 1) * font * 1.25 + subFont * 2.6)}" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="${subFont}" letter-spacing="${round(subFont * 0.18)}" fill="${palette.ink}" fill-opacity="0.7">${escapeXml(sub.toUpperCase())}</text>`
    : '';
  const title = escapeXml([text, sub].filter(Boolean).join(' · ') || 'Image');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${title}">`,
    `<title>${title}</title>`,
    `<rect width="${w}" height="${h}" fill="${palette.bg}"/>`,
    `<circle cx="${round(w * 0.86)}" cy="${round(h * 0.18)}" r="${round(short * 0.42)}" fill="${palette.shape}" fill-opacity="0.55"/>`,
    `<circle cx="${round(w * 0.08)}" cy="${round(h * 0.96)}" r="${round(short * 0.28)}" fill="${palette.shape}" fill-opacity="0.45"/>`,
    `<rect x="${inset}" y="${inset}" width="${round(w - 2 * inset)}" height="${round(h - 2 * inset)}" fill="none" stroke="${palette.ink}" stroke-opacity="0.18" stroke-width="${round(Math.max(1, short / 300))}"/>`,
    label,
    brandLine,
    '</svg>',
  ].join('');
}
