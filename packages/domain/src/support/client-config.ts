import type { PublicClientConfig } from '../ports/client-analytics.port';

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** The public client config of the content configuration; anything missing or malformed is "not configured". */
export function readPublicClientConfig(section: unknown): PublicClientConfig {
  const raw = section && typeof section === 'object' ? (section as Record<string, unknown>) : {};
  return {
    bloomreachTarget: text(raw.bloomreachTarget),
    bloomreachToken: text(raw.bloomreachToken),
    bloomreachSitegroup: text(raw.bloomreachSitegroup),
    rumMonitoringUrl: text(raw.rumMonitoringUrl),
    fraudAgentUrl: text(raw.fraudAgentUrl),
    messagingAppScriptUrl: text(raw.messagingAppScriptUrl),
  };
}

/** Where a custom code entry goes in the page. */
export type CustomCodePosition = 'head' | 'bodyStart' | 'bodyEnd';
export interface CustomCodeEntry {
  readonly position: CustomCodePosition;
  readonly code: string;
}

/** The enabled custom code entries with a known position, in their configured order. */
export function enabledCustomCode(entries: readonly { readonly isEnabled?: unknown; readonly position?: unknown; readonly code?: unknown }[]): CustomCodeEntry[] {
  const positions: readonly string[] = ['head', 'bodyStart', 'bodyEnd'];
  return entries.flatMap((entry) =>
    entry.isEnabled === true && typeof entry.position === 'string' && positions.includes(entry.position) && typeof entry.code === 'string' && entry.code.trim()
      ? [{ position: entry.position as CustomCodePosition, code: entry.code }]
      : [],
  );
}

/** Whether general info turns the fraud-detection agent on (`is_seon_enabled`). */
export const isFraudAgentEnabled = (general: Readonly<Record<string, unknown>> | undefined): boolean => general?.is_seon_enabled === true || general?.is_seon_enabled === 1;
