import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { FormNotice } from '../../../shared/forms/FormNotice.tsx';
import type { NoticeKind } from './notice-kind.ts';

/** What came of a form's last call; `saved` may say something more fitting than "Saved". */
export function FormNoticeView({ notice, saved }: { notice: NoticeKind | null | undefined; saved?: ReactNode }) {
  if (notice === 'saved') return <FormNotice tone="success">{saved ?? <Trans>Saved.</Trans>}</FormNotice>;
  if (notice === 'unavailable') return <FormNotice tone="error"><Trans>We could not reach the server. Check your connection and try again; what you entered is kept.</Trans></FormNotice>;
  if (notice === 'busy') return <FormNotice tone="error"><Trans>Too many attempts. Wait a minute and try again; what you entered is kept.</Trans></FormNotice>;
  if (notice === 'failed') return <FormNotice tone="error"><Trans>The change was not accepted. Please check the data and try again.</Trans></FormNotice>;
  return null;
}
