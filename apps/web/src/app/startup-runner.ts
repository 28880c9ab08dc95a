import { LoggerPort } from '@casino/domain/ports';
import type { Container } from 'inversify';
import { StartupContribution, type StartupClass } from '../shared/startup/startup-contribution.ts';

/** The start-up order (`STARTUP_ORDER`), bound with the features' modules, whose classes it lists. */
export const StartupOrder = Symbol.for('StartupOrder');

/** The contributions in `order`; one missing from the list comes last, with an error logged. */
export function startupSequence(contributions: readonly StartupContribution[], logger: LoggerPort, order: readonly StartupClass[]): StartupContribution[] {
  const rank = (c: StartupContribution) => {
    const index = order.findIndex((listed) => c.constructor === listed);
    return index < 0 ? order.length : index;
  };
  const sorted = [...contributions].sort((a, b) => rank(a) - rank(b));
  for (const stray of sorted.filter((c) => rank(c) === order.length)) logger.error('start-up contribution missing from STARTUP_ORDER', stray.name);
  return sorted;
}

/**
 * The container's contributions in its start-up order (none bound: none to run). They are made together, before any
 * starts; should making one throw, the error is logged and the page goes on without start-up work rather than
 * failing to start.
 */
export function containerStartupSequence(container: Container, logger: LoggerPort): StartupContribution[] {
  const order = container.isBound(StartupOrder) ? container.get<readonly StartupClass[]>(StartupOrder) : [];
  let contributions: StartupContribution[];
  try {
    contributions = container.getAll<StartupContribution>(StartupContribution, { optional: true });
  } catch (error) {
    logger.error('start-up contributions could not be made', error);
    return [];
  }
  return startupSequence(contributions, logger, order);
}

/** What each container has started, in order, so that `stopStartup` can stop it (and nothing starts twice). */
const running = new WeakMap<Container, StartupContribution[]>();

/**
 * Starts one contribution of `container` and keeps it as running there; one already running is left alone. A
 * failure, now or later, is logged and stops nothing else.
 */
export function startContribution(container: Container, contribution: StartupContribution, logger: LoggerPort): void {
  let started = running.get(container);
  if (!started) running.set(container, (started = []));
  if (started.includes(contribution)) return;
  started.push(contribution);
  try {
    void Promise.resolve(contribution.start()).catch((error: unknown) => logger.warn(`start-up ${contribution.name} failed`, error));
  } catch (error) {
    logger.warn(`start-up ${contribution.name} failed`, error);
  }
}

/** Starts the container's contributions at once, in order (the bootstrap spreads them over tasks instead); answers them. */
export function runStartup(container: Container, logger: LoggerPort): StartupContribution[] {
  const sequence = containerStartupSequence(container, logger);
  for (const contribution of sequence) startContribution(container, contribution, logger);
  return sequence;
}

/**
 * Stops what the start-up started in `container`, the last started first, when the app is taken down (a hot
 * reload of the entry in development, the end of a test), so no listener, timer or reaction outlives it. A
 * failing stop is logged and the others still stop; a second call stops nothing more.
 */
export function stopStartup(container: Container): void {
  const started = running.get(container)?.splice(0) ?? [];
  if (started.length === 0) return;
  const logger = container.get<LoggerPort>(LoggerPort);
  for (const contribution of started.reverse()) {
    try {
      contribution.stop();
    } catch (error) {
      logger.warn(`start-up ${contribution.name} could not stop`, error);
    }
  }
}
