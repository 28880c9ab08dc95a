import { LoggerPort } from '@casino/domain/ports';
import { inject, injectable } from 'inversify';
import { WithChunk } from '../../../shared/di/lazy-chunk.ts';
import type { StartupContribution } from '../../../shared/startup/startup-contribution.ts';

const customCodeChunk = () => import('../analytics/custom-code.chunk.ts');

/**
 * The site's custom code, once per page load, from a chunk of its own. Stopping before it arrives keeps it out;
 * once placed it stays (its scripts have run, and nothing can take that back).
 */
@injectable()
export class CustomCodeStartup implements StartupContribution {
  readonly name = 'custom-code';
  private stopped = false;

  constructor(
    @inject(WithChunk) private readonly withChunk: WithChunk,
    @inject(LoggerPort) private readonly logger: LoggerPort,
  ) {}

  start(): void {
    this.stopped = false;
    void this.withChunk(customCodeChunk, (chunk, get) => get(chunk.CustomCodeService))
      .then((service) => (this.stopped ? undefined : service.inject(globalThis.document, globalThis.location.hostname)))
      .catch((error: unknown) => this.logger.warn('custom code could not start', error));
  }

  stop(): void {
    this.stopped = true;
  }
}
