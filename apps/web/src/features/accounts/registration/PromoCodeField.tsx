import { Icon } from '@casino/ui/icon';
import { Spinner } from '@casino/ui/spinner';
import { Switch } from '@casino/ui/switch';
import { TextField } from '@casino/ui/text-field';
import { Trans, useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import type { PromoCodeModel } from './promo-code.model.ts';
import { useProblemText } from './registration-messages.ts';
import * as styles from './registration.css.ts';

/** The promo-code toggle and input: a spinner while checking, a check mark when valid, the reason when not. */
export const PromoCodeField = observer(function PromoCodeField({ promo }: { promo: PromoCodeModel }) {
  const { t } = useLingui();
  const problemText = useProblemText();
  const code = promo.errorCode;
  const error = code ? problemText({ field: 'promo_code', code, text: '' }) : undefined;
  return (
    <>
      <Switch isSelected={promo.open} onChange={promo.setOpen}>
        <Trans>I have a promo code</Trans>
      </Switch>
      {promo.open && (
        <div className={styles.promoRow}>
          <TextField
            className={styles.promoInput}
            name="promo_code"
            label={t`Promo code`}
            value={promo.value}
            onChange={promo.setValue}
            isInvalid={error !== undefined}
            errorMessage={error}
            description={promo.status === 'valid' ? t`The promo code is valid` : undefined}
          />
          <span className={styles.promoState} aria-live="polite">
            {promo.status === 'checking' && <Spinner size={20} label={t`Checking the promo code`} />}
            {promo.status === 'valid' && <Icon name="check" size={20} label={t`Valid promo code`} data-testid="promo-valid" />}
          </span>
        </div>
      )}
    </>
  );
});
