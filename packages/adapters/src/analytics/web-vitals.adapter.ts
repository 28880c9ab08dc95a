import { onCLS, onINP, onLCP, type Metric } from 'web-vitals';

/** Posts JSON without holding the page: a beacon when the page is going away, else a kept-alive fetch. */
export function postJson(url: string, body: unknown): void {
  const text = JSON.stringify(body);
  try {
    if (globalThis.navigator?.sendBeacon?.(url, new Blob([text], { type: 'application/json' }))) return;
  } catch {
    // some browsers refuse beacons to other origins: fall back to fetch
  }
  void fetch(url, { method: 'POST', body: text, headers: { 'content-type': 'application/json' }, keepalive: true, credentials: 'omit' }).catch(() => undefined);
}

/** Core Web Vitals of this page view, each sent once it is final (or when the page is hidden). */
export function reportWebVitals(url: string, page: string): void {
  const send = (metric: Metric) => postJson(url, { type: 'vital', page, name: metric.name, value: metric.value, rating: metric.rating, id: metric.id, navigationType: metric.navigationType });
  onLCP(send);
  onINP(send);
  onCLS(send);
}
