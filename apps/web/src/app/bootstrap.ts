import { LoggerPort } from '@casino/domain/ports';
import type { Container, ContainerModule } from 'inversify';
import { ContentStore } from '../shared/stores/content.store.ts';
import { LocaleStore } from '../shared/stores/locale.store.ts';
import { SessionStore } from '../shared/stores/session.store.ts';
import { FatalErrorStore } from '../shared/stores/fatal-error.store.ts';
import { yieldToBrowser } from './platform/yield-to-browser.ts';
import { containerStartupSequence, startContribution } from './startup-runner.ts';

export { stopStartup } from './startup-runner.ts';

export interface StartInput {
  readonly path: string;
  readonly browserLanguages: readonly string[];
  /** Called with the bare path (no locale prefix) once the locales are known: fetch the route's code meanwhile. */
  readonly preloadRoute?: (barePath: string) => void;
  /** For a signed-in player, once the start locale is known: ask for the route's data beside its code. */
  readonly preloadData?: (barePath: string, locale: string) => void;
  /** The features' start-up modules on their way (`app/di/feature-modules.ts`): bound before their contributions run. */
  readonly features?: Promise<readonly ContainerModule[]>;
  /** False for the prerender: the contributions start the live page's watchers and vendors, which a static page has none of. */
  readonly contributions?: boolean;
}

/**
 * Start-up order: locales (none → the 500 page) and session, then the features' start-up contributions
 * (`STARTUP_ORDER`, stopped by `stopStartup`), then the start locale (URL, cookie, browser, default)
 * with its catalogs and its content configuration side by side, then — for the platform strategy with a signed-in
 * player — the account's locale. Returns the address to show when the locale chosen differs from the one in the
 * URL, else undefined.
 */
export async function startApp(container: Container, input: StartInput): Promise<string | undefined> {
  // a features' chunk that fails to come is reported where it is awaited, below the first yields: not as a stray
  // rejection meanwhile
  void input.features?.catch(() => undefined);
  // the first `get`s make the API client and the stores (with their observables): a task each
  const locale = container.get(LocaleStore);
  await yieldToBrowser();
  const session = container.get(SessionStore);
  await yieldToBrowser();
  const content = container.get(ContentStore);
  // the features' modules bind one a task, after the one that evaluated their chunk: binding runs cold code, and
  // all of them at once were one of a phone's long tasks
  const bindFeatures = async (modules: readonly ContainerModule[]) => {
    for (const module of modules) {
      await yieldToBrowser();
      container.loadSync(module);
    }
  };
  const [hasLocales] = await Promise.all([locale.loadLocales(), session.load(), input.features?.then(bindFeatures)]);
  // each step in a task of its own (see yieldToBrowser): the contributions start a dozen services
  await yieldToBrowser();
  if (input.contributions !== false) {
    const logger = container.get<LoggerPort>(LoggerPort);
    // one contribution a task: together they start a dozen services, too long a task for a phone to stay responsive
    // each is kept as it starts, so the app can stop them all (`stopStartup`) when it is taken down
    for (const contribution of containerStartupSequence(container, logger)) {
      startContribution(container, contribution, logger);
      await yieldToBrowser();
    }
  }
  if (!hasLocales) return undefined;
  await yieldToBrowser();
  input.preloadRoute?.(locale.switchPath(input.path, locale.defaultLocale));
  // matching the route table is a task's worth on a phone
  await yieldToBrowser();
  const base = { path: input.path, browserLanguages: input.browserLanguages, authenticated: session.authenticated, accountLocale: session.account?.locale ?? null };
  const byUrl = { ...base, strategy: 'url' as const };
  const startLocale = locale.resolveStart(byUrl).locale;
  if (session.authenticated) input.preloadData?.(locale.switchPath(input.path, locale.defaultLocale), startLocale);
  let [current] = await Promise.all([locale.start(byUrl), content.load(startLocale)]);
  if (content.config.localeStrategy === 'platform' && session.authenticated) {
    const platform = await locale.start({ ...base, strategy: 'platform' });
    if (platform !== current) await content.load((current = platform));
  }
  const target = locale.switchPath(input.path, current);
  return target !== input.path ? target : undefined;
}

/**
 * `startApp` that never leaves the page on its boot frame: when start-up itself throws (a bug, a browser that
 * refuses an API), the app still renders and shows the not-found page with a note that the site could not start.
 */
export async function startAppOrFail(container: Container, input: StartInput): Promise<string | undefined> {
  try {
    return await startApp(container, input);
  } catch (error) {
    container.get<LoggerPort>(LoggerPort).error('start-up failed', error);
    container.get(FatalErrorStore).show({ page: 'initFailed', statusCode: 404 });
    await container.get(LocaleStore).activateFallback();
    return undefined;
  }
}

/**
 * Keeps the locale of the URL active on navigation (switching language keeps the path). Under the platform
 * strategy a player's choice is synced to the account, so it wins on the next visit too.
 */
export async function followUrlLocale(container: Container, pathname: string): Promise<void> {
  const locale = container.get(LocaleStore);
  const wanted = locale.localeOfPath(pathname);
  if (wanted === locale.current) return;
  const content = container.get(ContentStore);
  const session = container.get(SessionStore);
  await locale.activate(wanted);
  if (content.config.localeStrategy === 'platform' && session.authenticated) {
    await locale.syncToServer(wanted);
    session.setLocale(wanted);
  }
  await content.load(wanted);
}
