import { defineFeature } from '../../shared/feature/feature.ts';

/** Identity verification (`/profile/verification`). */
export const verificationFeature = defineFeature({
  name: 'verification',
  screens: {
    verification: () => import('./VerificationScreen.tsx'),
  },
});
