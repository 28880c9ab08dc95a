import { hasMessagingAppLaunchParams } from '@casino/domain/support';
import { LoggerPort } from '@casino/domain/ports';
import { inject, injectable } from 'inversify';
import { WithChunk } from '../../../shared/di/lazy-chunk.ts';
import type { StartupContribution } from '../../../shared/startup/startup-contribution.ts';
import { StartupScope } from '../../../shared/startup/startup-scope.ts';
import { SessionStore } from '../../../shared/stores/session.store.ts';
import { TelegramInitDataSource } from '../telegram/telegram-init-data.ts';

const webAppChunk = () => import('../telegram/telegram-web-app.loader.ts');
const signInChunk = () => import('../telegram/telegram-sign-in.service.ts');

/**
 * Inside the messaging app, a guest is signed up automatically: only there (launch parameters present) do its
 * script and the sign-up's chunk load. Stopping ends the wait for the session and keeps a sign-up from starting;
 * the messaging app's own script, once started, stays with the page.
 */
@injectable()
export class TelegramStartup implements StartupContribution {
  readonly name = 'telegram';
  private scope: StartupScope | undefined;

  constructor(
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(TelegramInitDataSource) private readonly initData: TelegramInitDataSource,
    @inject(WithChunk) private readonly withChunk: WithChunk,
    @inject(LoggerPort) private readonly logger: LoggerPort,
  ) {}

  async start(): Promise<void> {
    this.stop();
    const scope = (this.scope = new StartupScope());
    if (!(await scope.until(() => this.session.status === 'ready'))) return;
    if (hasMessagingAppLaunchParams(globalThis.location)) {
      await this.withChunk(webAppChunk, (chunk, get) => get(chunk.MessagingAppService).start()).catch((error: unknown) => this.logger.warn('messaging app script failed', error));
    }
    if (!scope.active || !this.initData()) return;
    const signIn = await this.withChunk(signInChunk, (chunk, get) => get(chunk.TelegramSignInService));
    if (scope.active) await signIn.run();
  }

  stop(): void {
    this.scope?.stop();
  }
}
