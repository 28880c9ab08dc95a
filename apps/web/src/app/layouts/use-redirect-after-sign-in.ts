import { safeRedirectPath } from '@casino/domain/routing';
import { reaction } from 'mobx';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useService } from '../../shared/di/react.tsx';
import { SessionStore } from '../../shared/stores/session.store.ts';

/** The same-origin path of the address's `redirectUrl`, or '' when there is none or it leaves our origin. */
export function redirectAfterSignIn(location: { readonly search: string; readonly origin: string }): string {
  return safeRedirectPath(new URLSearchParams(location.search).get('redirectUrl'), location.origin, '');
}

/**
 * A guest sent to the index from a protected page carries `redirectUrl` (the encoded full path it asked for).
 * What happens after signing in is our choice: a player expects to land where they were going, so once the
 * session turns signed in the app follows it — same-origin only, anything else is ignored.
 */
export function useRedirectAfterSignIn(): void {
  const session = useService(SessionStore);
  const navigate = useNavigate();
  useEffect(
    () =>
      reaction(
        () => session.authenticated,
        (authenticated) => {
          if (!authenticated) return;
          const path = redirectAfterSignIn(window.location);
          if (path) navigate(path, { replace: true });
        },
      ),
    [session, navigate],
  );
}
