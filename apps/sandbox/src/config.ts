import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCorsOrigins } from './core/cors.ts';

const here = fileURLToPath(new URL('.', import.meta.url));

/** The data folder that is none: PGlite keeps the database in memory. */
export const IN_MEMORY = 'memory://';

export interface SandboxConfig {
  port: number;
  host: string;
  /** Development mode exposes /__sandbox/* (outbox, faults, clock, config) and fails loudly on contract violations. */
  dev: boolean;
  /** PGlite data folder (git-ignored); `memory://` (IN_MEMORY) keeps everything in memory (tests). */
  dataDir: string;
  /** A PostgreSQL server instead of PGlite, with the same migrations. */
  databaseUrl: string | undefined;
  contractPath: string;
  /** Seconds of inactivity before forced logout, reported by metadata.getgeneralinfo. */
  timeToForceLogout: number;
  /** Bot token for the messaging-app (Telegram) init-data HMAC check. */
  telegramBotToken: string;
  /** Max age of messaging-app init data, seconds. */
  telegramMaxAgeSeconds: number;
  /** How long a pending payment takes to settle, ms. */
  paymentSettleMs: number;
  /** 1: bonus isolation (one running bonus per wallet), reported by metadata.getgeneralinfo; 0: off. */
  bonusIsolation: number;
  /** 1: the content configuration shows the responsible-betting notice in every locale; 0: only where seeded (pt). */
  bettingNotice: number;
  /**
   * 1: the support chat (the active provider of support.getsettings) and the analytics script and vitals endpoint
   * of the public client config are on; 0: no chat provider, no analytics (the bench measures the home page both ways).
   */
  chatAndAnalytics: number;
  /** Public origin of the web app, used to build redirect URLs (payment pages, oauth). */
  appOrigin: string;
  /**
   * Where browsers reach the stand-in identity-verification frame (`publicClient.sumsubBaseUrl`, an origin). None:
   * the sandbox's own origin as each request reached it (see `core/own-origin.ts`).
   */
  sumsubBaseUrl: string | undefined;
  /**
   * Origins of front ends served elsewhere that may call the sandbox from a browser with the session cookie
   * (`SANDBOX_CORS_ORIGINS`, see `core/cors.ts`). Empty: same-origin only (the web app reaches it through its proxy).
   */
  corsOrigins: readonly string[];
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<SandboxConfig> = {}): SandboxConfig {
  return {
    port: Number(env.SANDBOX_PORT ?? 8787),
    host: env.SANDBOX_HOST ?? '127.0.0.1',
    dev: (env.SANDBOX_MODE ?? 'development') === 'development',
    dataDir: env.SANDBOX_DATA_DIR ?? resolve(here, '../.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    contractPath: env.SANDBOX_CONTRACT ?? resolve(here, '../../../openapi/casino-api.yaml'),
    timeToForceLogout: Number(env.TIME_TO_FORCE_LOGOUT ?? 1800),
    telegramBotToken: env.TELEGRAM_BOT_TOKEN ?? 'sandbox-bot-token',
    telegramMaxAgeSeconds: Number(env.TELEGRAM_MAX_AGE ?? 86400),
    paymentSettleMs: Number(env.PAYMENT_SETTLE_MS ?? 4000),
    bonusIsolation: Number(env.BONUS_ISOLATION ?? 0),
    bettingNotice: Number(env.BETTING_NOTICE ?? 0),
    chatAndAnalytics: Number(env.CHAT_AND_ANALYTICS ?? 1),
    appOrigin: env.APP_ORIGIN ?? `http://localhost:${env.PORT ?? 5173}`,
    sumsubBaseUrl: env.SUMSUB_BASE_URL || undefined,
    corsOrigins: parseCorsOrigins(env.SANDBOX_CORS_ORIGINS),
    ...overrides,
  };
}
