import { PlainButton } from '@casino/ui/plain-button';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import * as styles from './Header.css.ts';

export interface AuthButtonProps {
  /** The query key that opens the dialog when the address is read (`popupFromQuery`). */
  readonly queryKey: 'show_popup_auth' | 'show_popup_reg';
  readonly variant?: 'primary' | 'secondary';
  readonly children: ReactNode;
}

/**
 * The header's "Sign in" or "Register": this page's address with the key that opens that dialog. A GET form around
 * the button, not a button alone, so that a press before the app has started (a prerendered page on a slow phone,
 * the app still on its way) is not lost: the browser asks for that address, and the app opens the dialog as it
 * starts. Once the app runs, the router goes there without a page load.
 */
export function AuthButton({ queryKey, variant, children }: AuthButtonProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const query = new URLSearchParams(location.search);
  query.set(queryKey, '1');
  return (
    <form
      method="get"
      action={location.pathname}
      className={styles.authForm}
      onSubmit={(event) => {
        event.preventDefault();
        navigate({ pathname: location.pathname, search: `?${query}` });
      }}
    >
      {[...query].map(([name, value], index) => (
        <input key={`${index}-${name}`} type="hidden" name={name} value={value} />
      ))}
      <PlainButton type="submit" variant={variant} className={styles.compactButton}>
        {children}
      </PlainButton>
    </form>
  );
}
