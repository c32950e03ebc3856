import { gameByCode, type MarketDb } from './catalog';

/**
 * Images of the fake backend drawn as SVG from their name, so banners, listing photos and help
 * illustrations exist without binary files: banner-<gameCode|topic>, listing-<id>-<n>, help-*, notice-*.
 */
const PALETTE = ['#1f4e8c', '#5b3a8c', '#8c1f1f', '#1f6b6b', '#6b4a1f', '#2f2f6b', '#bf3a1f', '#1f5a3a'];
const TOPICS: Record<string, [string, string]> = {
  receiver: ['#0f5132', '#198754'],
  safety: ['#6b1f1f', '#c0392b'],
};

function hash(s: string): number {
  let h = 0;
  for (const ch of s) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return h;
}

function banner(db: MarketDb, topic: string): string {
  const game = gameByCode(db, topic);
  const [from, to] = TOPICS[topic] ?? [game?.color ?? PALETTE[hash(topic) % PALETTE.length], '#0b1a2e'];
  const h = hash(topic);
  const shapes = Array.from({ length: 7 }, (_, i) => {
    const x = (h >> i) % 1200;
    const r = 40 + ((h >> (i + 3)) % 120);
    return `<circle cx="${x}" cy="${(i * 73) % 320}" r="${r}" fill="#fff" opacity="0.06"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="320" viewBox="0 0 1200 320"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="1200" height="320" fill="url(#g)"/>${shapes}</svg>`;
}

function picture(name: string, width: number, height: number): string {
  const h = hash(name);
  const a = PALETTE[h % PALETTE.length];
  const b = PALETTE[(h >> 3) % PALETTE.length];
  const cx = width / 2;
  const cy = height / 2;
  const size = Math.min(width, height) * 0.28;
  const sides = 4 + (h % 4);
  const points = Array.from({ length: sides }, (_, i) => {
    const angle = (Math.PI * 2 * i) / sides - Math.PI / 2;
    return `${(cx + size * Math.cos(angle)).toFixed(1)},${(cy + size * Math.sin(angle)).toFixed(1)}`;
  }).join(' ');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs><rect width="${width}" height="${height}" fill="#f3f5f8"/><polygon points="${points}" fill="url(#g)" opacity="0.9"/><circle cx="${cx}" cy="${cy}" r="${(size * 0.35).toFixed(1)}" fill="#fff" opacity="0.5"/></svg>`;
}

/** The SVG for an image name, or undefined for names that are not ours. */
export function imageSvg(db: MarketDb, fileName: string): string | undefined {
  const match = /^([a-z0-9-]+)\.svg$/.exec(fileName);
  if (!match) return undefined;
  const name = match[1];
  if (name.startsWith('banner-')) return banner(db, name.slice('banner-'.length));
  if (name.startsWith('listing-')) return picture(name, 400, 400);
  if (name.startsWith('help-') || name.startsWith('notice-')) return picture(name, 640, 240);
  return undefined;
}
