import { invalid } from '@casino/domain/validation';
import { defaultContentConfig } from '@casino/domain/ports';
import { I18nProvider } from '@lingui/react';
import { renderHook } from '@testing-library/react';
import { runInAction } from 'mobx';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ContainerProvider } from '../di/react.tsx';
import { ContentStore } from '../stores/content.store.ts';
import { createTestApp } from '../../test/fixture.ts';
import { ruleMessage } from './field-message.ts';
import { useFieldText } from './use-field-text.ts';

function setup(overrides: Record<string, string> = {}, messages: Record<string, string> = {}) {
  const { container, i18n } = createTestApp();
  i18n.loadAndActivate({ locale: 'en', messages });
  runInAction(() => (container.get(ContentStore).config = { ...defaultContentConfig('en'), validationMessages: overrides }));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ContainerProvider container={container}>
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </ContainerProvider>
  );
  return renderHook(() => useFieldText(), { wrapper }).result.current;
}

describe('useFieldText', () => {
  it('translates rule keys with their params, shows server texts as they came', () => {
    const text = setup();
    expect(text({ key: 'shortPassword', params: { min: '6' } })).toBe('Min length is 6');
    expect(text({ key: 'notWalidPassword', params: { symbols: ' é' } })).toBe('These characters are not allowed:  é');
    expect(text({ key: 'twoFaErrorInvalidCode' })).toBe('The code is invalid');
    expect(text({ text: 'Wrong password' })).toBe('Wrong password');
    expect(text(undefined)).toBeUndefined();
  });

  it('says a catalog message with its values, as the cashier holds a rule\'s failure and its own words', () => {
    const text = setup();
    expect(text(ruleMessage(invalid('sumError', { min: '10', max: '5,000' })))).toBe('Amount must be from 10 to 5,000');
    expect(text(ruleMessage(invalid('wrongIban')))).toBe('Wrong IBAN');
  });

  it('lets the content configuration and the server dictionary override the texts', () => {
    const text = setup({ shortPassword: 'At least $$min$$ characters' }, { 'auth.twoFaErrorTimeExpired': 'Expired, ask again' });
    expect(text({ key: 'shortPassword', params: { min: '6' } })).toBe('At least 6 characters');
    expect(text({ key: 'twoFaErrorTimeExpired' })).toBe('Expired, ask again');
  });
});
