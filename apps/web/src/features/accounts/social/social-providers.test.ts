import { describe, expect, it } from 'vitest';
import { socialProviders } from './social-providers.ts';

describe('socialProviders', () => {
  it('reads sections.forms.registration.social, skipping malformed entries', () => {
    const sections = {
      forms: {
        registration: {
          social: [
            { id: 'google', icon: 'social-google', name: 'Google' },
            { id: 'x y', name: 'Bad id' },
            { name: 'No id' },
            { id: 'apple', name: '  ' },
            'nonsense',
          ],
        },
      },
    };
    expect(socialProviders(sections)).toEqual([
      { id: 'google', icon: 'social-google', name: 'Google' },
      { id: 'apple', icon: '', name: 'apple' },
    ]);
  });

  it('is empty when the section is missing or not a list', () => {
    expect(socialProviders({})).toEqual([]);
    expect(socialProviders({ forms: { registration: { social: {} } } })).toEqual([]);
  });
});
