import { ok } from '@casino/domain/shared';
import type { CustomCodeEntry, ClientServicesConfig } from '@casino/domain/support';
import type { AnalyticsPort, ApiResult, ClientMonitoringPort, CustomCodePort } from '@casino/domain/ports';
import { RecordingAnalytics } from './memory-platform.ts';

/** A CustomCodePort answering what the test sets, recording the hosts asked for. */
export class FakeCustomCodePort implements CustomCodePort {
  result: ApiResult<readonly CustomCodeEntry[]> = ok([]);
  readonly hosts: string[] = [];
  async getCustomCode(host: string) {
    this.hosts.push(host);
    return this.result;
  }
}

/** A ClientMonitoringPort that records what was started; the analytics script answers a RecordingAnalytics. */
export class FakeClientMonitoring implements ClientMonitoringPort {
  readonly sink = new RecordingAnalytics();
  scriptError: Error | null = null;
  readonly calls: { readonly method: string; readonly args: unknown[] }[] = [];
  async loadAnalyticsScript(config: ClientServicesConfig, locale: string): Promise<AnalyticsPort> {
    this.calls.push({ method: 'loadAnalyticsScript', args: [config, locale] });
    if (this.scriptError) throw this.scriptError;
    return this.sink;
  }
  reportVitals(url: string, page: string) {
    this.calls.push({ method: 'reportVitals', args: [url, page] });
  }
  reportErrors(url: string, page: string) {
    this.calls.push({ method: 'reportErrors', args: [url, page] });
  }
  async fraudSession(src: string, sessionId: string) {
    this.calls.push({ method: 'fraudSession', args: [src, sessionId] });
    return 'c2Vzc2lvbg==';
  }
}
