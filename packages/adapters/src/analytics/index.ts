import type { ClientMonitoringFactory } from '@casino/domain/ports';
import { loadBloomreach } from './bloomreach.adapter.ts';
import { reportErrors } from './error-reporter.adapter.ts';
import { fraudSession } from './fraud-agent.adapter.ts';
import { reportWebVitals } from './web-vitals.adapter.ts';

/**
 * The analytics vendors (`@casino/adapters/client-analytics`): the analytics script, Core Web Vitals, error
 * reporting and the fraud-detection agent. Imported only from a lazy chunk, after the first activity.
 */
export const createClientMonitoring: ClientMonitoringFactory = () => ({
  loadAnalyticsScript: (config, locale) => loadBloomreach(config, locale),
  reportVitals: (url, page) => reportWebVitals(url, page),
  reportErrors: (url, page) => reportErrors(url, page),
  fraudSession: (src, sessionId) => fraudSession(src, sessionId),
});

export { reportErrors, ERROR_REPORT_IDLE_MS, ERROR_REPORT_FINAL_MS } from './error-reporter.adapter.ts';
