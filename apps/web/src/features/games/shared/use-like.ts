import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { useService } from '../../../shared/di/react.tsx';
import { AuthDialogService } from '../../../shared/services/auth-dialog.service.ts';
import { Toasts } from '../../../shared/services/overlays.ts';
import { FavouritesStore } from './favourites.store.ts';

/** Presses a card's heart and follows the outcome: the sign-in popup for guests, a message when it was rolled back. */
export function useLike(): (sysname: string) => void {
  const favourites = useService(FavouritesStore);
  const auth = useService(AuthDialogService);
  const toasts = useService<Toasts>(Toasts);
  const { t } = useLingui();
  return useCallback(
    (sysname: string) => {
      void favourites.toggle(sysname).then((outcome) => {
        if (outcome === 'signIn') void auth.open('authorization', { title: t`Sign in` });
        if (outcome === 'failed') toasts.show({ kind: 'error', title: t`Favourites were not updated`, description: t`Please try again in a moment.` });
      });
    },
    [favourites, auth, toasts, t],
  );
}
