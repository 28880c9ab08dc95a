/** Deterministic artwork for stories (no network): an SVG data URI with a gradient and a label. */
export function art(label: string, hue: number, width = 300, height = 390): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,45%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},70%,25%)"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<text x="50%" y="50%" font-family="sans-serif" font-size="${Math.round(width / 8)}" font-weight="700" fill="#fff" text-anchor="middle" dominant-baseline="middle">${label}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export const row = { display: 'flex', gap: 16, flexWrap: 'wrap', alignItems: 'center' } as const;
export const column = { display: 'flex', flexDirection: 'column', gap: 16, maxWidth: 360 } as const;
