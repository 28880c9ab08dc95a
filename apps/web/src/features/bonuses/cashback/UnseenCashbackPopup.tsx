import type { CashbackItem } from '@casino/domain/ports';
import { Button } from '@casino/ui/button';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { featureCatalog, type CompiledCatalog } from '../../../shared/di/lazy-chunk.ts';
import * as styles from '../common/bonuses.css.ts';
import { day, money } from '../common/format.ts';
import type { UnseenCashbackRenderer } from '../slots.ts';
import { useDates } from '../../../shared/i18n/dates.ts';

export const catalog = featureCatalog(import.meta.glob<CompiledCatalog>('../locales/*/messages.po'));

const TITLE = msg`You have cashback`;

/** The popup's renderer; `open` goes to the cashback page. */
export const unseenCashbackRenderer = (i18n: I18n, open: () => void): UnseenCashbackRenderer => ({
  title: () => i18n._(TITLE),
  render: (cashback, close) => (
    <UnseenCashbackPopup
      cashback={cashback}
      close={close}
      open={() => {
        close();
        open();
      }}
    />
  ),
});

export function UnseenCashbackPopup({ cashback, close, open }: { cashback: CashbackItem; close: () => void; open: () => void }) {
  const amount = money(cashback.amount);
  const until = day(useDates(), cashback.receivingExpiredAt);
  return (
    <div className={styles.section} data-popup="UnseenCashbackPopup">
      <p className={styles.amount}>{amount}</p>
      {cashback.status === 'active' ? (
        <p>{until ? <Trans>Your cashback is waiting. Claim it before {until}.</Trans> : <Trans>Your cashback is waiting. Claim it now.</Trans>}</p>
      ) : (
        <p><Trans>Your cashback has been paid to your balance.</Trans></p>
      )}
      <div className={styles.actions}>
        {cashback.status === 'active' && <Button onPress={open}><Trans>Go to cashback</Trans></Button>}
        <Button variant="secondary" onPress={close}>{cashback.status === 'active' ? <Trans>Later</Trans> : <Trans>Great</Trans>}</Button>
      </div>
    </div>
  );
}
