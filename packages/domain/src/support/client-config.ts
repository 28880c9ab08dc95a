/** Public settings of third-party client services (the content configuration's `publicClient`). */
export interface ClientServicesConfig {
  /** Address of the analytics script (Bloomreach-style); none means no script. */
  readonly bloomreachTarget: string | null;
  readonly bloomreachToken: string | null;
  readonly bloomreachSitegroup: string | null;
  /** Where Core Web Vitals and error reports are posted; none means nothing is sent. */
  readonly rumMonitoringUrl: string | null;
  /** The fraud-detection agent's script (used when general info enables it). */
  readonly fraudAgentUrl: string | null;
  /** The messaging app's web-app script (loaded only inside the app); none means the app's own address. */
  readonly messagingAppScriptUrl: string | null;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** The public client config of the content configuration; anything missing or malformed is "not configured". */
export function readPublicClientConfig(section: unknown): ClientServicesConfig {
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
