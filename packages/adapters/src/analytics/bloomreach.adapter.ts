import type { ClientServicesConfig } from '@casino/domain/support';
import type { AnalyticsPort } from '@casino/domain/ports';
import { loadScript, waitFor, type VendorWindow } from '../chat/browser-host.ts';

/** The part of the Bloomreach (Exponea) browser SDK we use: `window.exponea`. */
interface Exponea {
  initialize(options: Record<string, unknown>): void;
  identify(ids: Record<string, string>): void;
  anonymize(): void;
  track(event: string, properties?: Record<string, unknown>): void;
}

/** Loads the analytics script from the public client config and answers a sink that forwards to it. */
export async function loadBloomreach(config: ClientServicesConfig, locale: string, win: VendorWindow = globalThis as unknown as VendorWindow): Promise<AnalyticsPort> {
  if (!config.bloomreachTarget || !config.bloomreachToken) throw new Error('no analytics script configured');
  await loadScript(win.document, config.bloomreachTarget);
  const sdk = await waitFor(() => win.exponea as Exponea | undefined);
  sdk.initialize({ target: new URL(config.bloomreachTarget, win.location.href).origin, token: config.bloomreachToken, customer: { site_group: config.bloomreachSitegroup ?? '' }, language: locale, track: { visits: true } });
  return {
    track: (event, params = {}) => sdk.track(event, { ...params }),
    identify: (uid) => sdk.identify({ registered: String(uid) }),
    anonymize: () => sdk.anonymize(),
  };
}
