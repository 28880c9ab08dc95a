import type { SignInRefusal } from '@casino/domain/responsible-gaming';
import { Button } from '@casino/ui/button';
import { useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useService } from '../../../shared/di/react.tsx';
import { ContentStore } from '../../../shared/stores/content.store.ts';
import { ExclusionNotice } from '../sign-in/ExclusionNotice.tsx';
import { socialProviders } from './social-providers.ts';
import { SocialSignInService } from './social-sign-in.service.ts';
import * as styles from './SocialButtons.css.ts';

/** Social sign-in buttons, on the sign-in and the registration forms. */
export interface SocialButtonsProps {
  readonly typeAuth: 'login' | 'registration';
  /** When true, a press does not open the popup and calls `onBlocked` (registration with terms unchecked). */
  readonly blocked?: boolean;
  readonly onBlocked?: () => void;
  /** Called once the popup reports a finished social sign-in (the session is already refreshed). */
  readonly onSignedIn?: () => void;
}

/** One button per provider of `sections.forms.registration.social`; nothing when none is configured. */
export const SocialButtons = observer(function SocialButtons({ typeAuth, blocked, onBlocked, onSignedIn }: SocialButtonsProps) {
  const { t } = useLingui();
  const content = useService(ContentStore);
  const social = useService(SocialSignInService);
  // the provider whose sign-in the site refused (the provider let the player through; the account stayed closed),
  // and the break that kept it closed when the backend said which
  const [refused, setRefused] = useState<{ readonly by: string; readonly refusal: SignInRefusal | undefined } | null>(null);
  const providers = socialProviders(content.config.sections);
  if (providers.length === 0) return null;
  const refusedBy = refused?.by;
  const press = (service: string, name: string) => {
    setRefused(null);
    if (blocked) onBlocked?.();
    else social.start({ service, typeAuth, onSignedIn, onRefused: (refusal) => setRefused({ by: name, refusal }) });
  };
  return (
    <>
      <ul className={styles.list} aria-label={typeAuth === 'login' ? t`Sign in with a social account` : t`Sign up with a social account`}>
        {providers.map(({ id, name }) => (
          <li key={id} className={styles.item}>
            <Button variant="outline" fullWidth aria-label={typeAuth === 'login' ? t`Sign in with ${name}` : t`Sign up with ${name}`} onPress={() => press(id, name)}>
              {name}
            </Button>
          </li>
        ))}
      </ul>
      {refused?.refusal ? (
        // the notice is an alert of its own
        <div className={styles.refused}>
          <ExclusionNotice exclusion={refused.refusal} />
        </div>
      ) : (
        refused && (
          <p role="alert" className={styles.refused}>
            {t`We could not sign you in with ${refusedBy}. An account on a break stays closed until the break ends.`}
          </p>
        )
      )}
    </>
  );
});
