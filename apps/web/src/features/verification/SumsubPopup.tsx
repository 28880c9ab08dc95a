import type { DialogContext } from '@casino/ui/dialogs';
import { Spinner } from '@casino/ui/spinner';
import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { VerificationFailureNotice } from './VerificationFailureNotice.tsx';
import * as styles from './verification.css.ts';
import type { VerificationViewModel } from './verification.vm.ts';

export interface SumsubPopupProps {
  readonly vm: VerificationViewModel;
  readonly context: DialogContext;
  /** The provider frame's origin from the content configuration; none: the provider's own. */
  readonly baseUrl: string | null;
  readonly lang: string;
}

/**
 * The provider's verification frame in a dialog. The provider's SDK is its own
 * chunk, loaded when the dialog opens. It launches into the container once both the container and a token exist:
 * the container comes from a callback ref because the dialog's portal mounts after this component first renders.
 * The SDK accepts frame messages only from the base address's origin and answers the frame itself.
 */
export const SumsubPopup = observer(function SumsubPopup({ vm, context, baseUrl, lang }: SumsubPopupProps) {
  const { t } = useLingui();
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const token = vm.token;
  const frameTitle = t`Identity verification`;

  useEffect(() => {
    void vm.loadToken();
  }, [vm]);

  useEffect(() => {
    if (vm.submit === 'done') context.close(undefined, { force: true });
  }, [vm.submit, context]);

  useEffect(() => {
    if (!container || !token) return;
    let sdk: { destroy(): void } | null = null;
    let cancelled = false;
    import('@sumsub/websdk').then(
      ({ default: snsWebSdk }) => {
        if (cancelled) return;
        const builder = snsWebSdk.init(token, vm.refreshToken).withConf({ lang }).withOptions({ adaptIframeHeight: true, addViewportTag: false });
        if (baseUrl) builder.withBaseUrl(baseUrl);
        const built = builder.on('idCheck.onApplicantSubmitted', () => void vm.submitted()).on('idCheck.onApplicantResubmitted', () => void vm.submitted()).build();
        built.launch(container);
        // the SDK's frame comes without a name; assistive technology announces this one
        container.querySelector('iframe')?.setAttribute('title', frameTitle);
        sdk = built;
      },
      () => {
        if (!cancelled) vm.frameFailed();
      },
    );
    return () => {
      cancelled = true;
      sdk?.destroy();
    };
  }, [container, token, baseUrl, lang, vm, frameTitle]);

  return (
    <div className={styles.popup} data-sumsub-popup>
      {vm.failure && <VerificationFailureNotice failure={vm.failure} onRetry={() => void vm.retry()} />}
      {vm.loadingToken && <Spinner label={t`Loading`} />}
      {vm.submit === 'sending' && <p className={styles.text} role="status"><Trans>Sending your documents for review…</Trans></p>}
      {token && <div ref={setContainer} className={styles.sdk} data-sumsub-container />}
    </div>
  );
});
