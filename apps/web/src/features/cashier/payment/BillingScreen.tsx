import { Navigate } from 'react-router';
import { useService } from '../../../shared/di/react.tsx';
import { LocaleStore } from '../../../shared/stores/locale.store.ts';

/**
 * `/cashier/billing`: the deposit form confirms in place, so there is no separate billing step to reach; the
 * address keeps working by sending the player to the deposit form.
 */
export function Screen() {
  const locale = useService(LocaleStore);
  return <Navigate to={locale.localize('/cashier/deposit')} replace />;
}
