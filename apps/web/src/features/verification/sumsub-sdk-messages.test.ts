// @vitest-environment jsdom
import snsWebSdk from '@sumsub/websdk';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The provider's SDK as shipped posts to its frame with the target origin '*' (the access token included) and reads
// every window of the provider's origin. The patch in `patches/@sumsub__websdk@2.9.0.patch` names the frame's
// origin and reads only the frame's window; this test holds it to that.
const PROVIDER = 'https://verify.example';

function launch() {
  const container = document.body.appendChild(document.createElement('div'));
  const submitted = vi.fn();
  const refresh = vi.fn(() => Promise.resolve('token-2'));
  const sdk = snsWebSdk.init('token-1', refresh).withBaseUrl(PROVIDER).withConf({ lang: 'en' }).on('idCheck.onApplicantSubmitted', submitted).build();
  sdk.launch(container);
  const frame = container.querySelector('iframe')!;
  const frameWindow = frame.contentWindow!;
  const posted: { message: unknown; targetOrigin: unknown }[] = [];
  frameWindow.postMessage = ((message: unknown, targetOrigin: unknown) => void posted.push({ message, targetOrigin })) as Window['postMessage'];
  const frameId = new URL(frame.src).searchParams.get('_');
  const other = document.body.appendChild(document.createElement('iframe')).contentWindow!;
  const deliver = (data: object, source: Window, origin = PROVIDER) => window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  return { sdk, frame, frameWindow, frameId, other, posted, submitted, refresh, deliver };
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('the provider SDK (patched)', () => {
  it('answers its frame with the frame’s origin as the target, never "*"', () => {
    const { frameWindow, frameId, posted, deliver, sdk } = launch();
    deliver({ method: 'idCheck.onReady', frameId, sessionId: 's1' }, frameWindow);
    expect(posted).toHaveLength(1);
    expect(posted[0]).toMatchObject({ message: { method: 'idCheck.init', accessToken: 'token-1' }, targetOrigin: PROVIDER });
    sdk.destroy();
  });

  it('reads nothing from a window other than its frame, even of the provider’s origin, nor from another origin', () => {
    const { frameWindow, frameId, other, posted, submitted, deliver, sdk } = launch();
    deliver({ method: 'idCheck.onReady', frameId, sessionId: 's1' }, other);
    deliver({ method: 'idCheck.onApplicantSubmitted', sessionId: 's1' }, other);
    deliver({ method: 'idCheck.onApplicantSubmitted', sessionId: 's1' }, frameWindow, 'https://evil.example');
    expect(posted).toEqual([]);
    expect(submitted).not.toHaveBeenCalled();
    // the control: the frame itself is heard
    deliver({ method: 'idCheck.onReady', frameId, sessionId: 's1' }, frameWindow);
    deliver({ method: 'idCheck.onApplicantSubmitted', sessionId: 's1' }, frameWindow);
    expect(submitted).toHaveBeenCalledOnce();
    sdk.destroy();
  });
});
