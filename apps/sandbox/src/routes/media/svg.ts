/** Placeholder artwork for seeded images: a gradient from a hash of the name and the name as a label. */
const SIZES: Record<string, [number, number]> = {
  games: [400, 300],
  banners: [1200, 400],
  providers: [200, 80],
  payments: [160, 64],
  tournaments: [600, 340],
  jackpots: [600, 340],
  // the operator's brand mark (web settings favicons), large enough for a 512 px app icon
  brand: [512, 512],
};

const hash = (s: string) => {
  let h = 2166136261;
  for (const c of s) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return h >>> 0;
};

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** "book-of-ra_2" → "Book Of Ra 2". */
const labelOf = (name: string) => name.replace(/[-_]+/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase()).trim();

export function placeholderSvg(kind: string, name: string): string {
  const [w, h] = SIZES[kind] ?? [256, 256];
  const seed = hash(`${kind}/${name}`);
  const hue = seed % 360;
  const hue2 = (hue + 40 + (seed >> 9) % 80) % 360;
  const label = escape(labelOf(name)).slice(0, 40);
  const size = Math.max(12, Math.min(h / 5, (w * 1.6) / Math.max(label.length, 6)));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${label}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 45%)"/><stop offset="1" stop-color="hsl(${hue2} 70% 25%)"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/><circle cx="${w * 0.82}" cy="${h * 0.2}" r="${h * 0.35}" fill="#fff" opacity=".08"/>
<text x="50%" y="52%" dominant-baseline="middle" text-anchor="middle" font-family="system-ui,sans-serif" font-weight="700" font-size="${size.toFixed(0)}" fill="#fff">${label}</text>
</svg>`;
}
