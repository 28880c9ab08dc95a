import { defineFeature } from '../../shared/feature/feature.ts';
import { ProfilePrompts } from './profile-prompts.service.ts';

/**
 * The profile pages and the links from e-mails (confirmation, unsubscribe). At start-up only the prompts other
 * features open are bound; the screens are lazy.
 */
export const profileFeature = defineFeature({
  name: 'profile',
  bindings: ({ bind }) => void bind(ProfilePrompts).toSelf().inSingletonScope(),
  screens: {
    confirmation: () => import('./links/ConfirmationScreen.tsx'),
    unsubscribe: () => import('./links/UnsubscribeScreen.tsx'),
    profile: () => import('./ProfileScreen.tsx'),
  },
});
