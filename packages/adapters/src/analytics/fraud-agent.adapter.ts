import { loadScript, type VendorWindow } from '../chat/browser-host.ts';

/** The part of the SEON agent's browser API we use: `window.seon`. */
interface SeonAgent {
  config(options: Record<string, unknown>): void;
  getBase64Session(callback: (session: string | null) => void): void;
}

const SESSION_TIMEOUT_MS = 5000;

/** Loads the fraud-detection agent and answers its encoded device session (rejects after five seconds). */
export async function fraudSession(src: string, sessionId: string, win: VendorWindow = globalThis as unknown as VendorWindow): Promise<string> {
  await loadScript(win.document, src);
  const agent = win.seon as SeonAgent | undefined;
  if (!agent) throw new Error('the fraud agent did not start');
  return new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the fraud agent did not answer')), SESSION_TIMEOUT_MS);
    agent.config({ host: new URL(src, win.location.href).host, session_id: sessionId, audio_fingerprint: false, canvas_fingerprint: true, webgl_fingerprint: true });
    agent.getBase64Session((session) => {
      clearTimeout(timer);
      if (session) resolve(session);
      else reject(new Error('the fraud agent gave no session'));
    });
  });
}
