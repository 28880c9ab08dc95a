import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeAutoObservable, runInAction } from 'mobx';
import { describe, expect, it, vi } from 'vitest';
import { InactivityWarning } from './InactivityWarning.tsx';

function renderWarning(seconds: number) {
  const i18n = setupI18n();
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  const model = makeAutoObservable({ secondsLeft: seconds, stay: vi.fn() }, { stay: false });
  const view = render(
    <I18nProvider i18n={i18n}>
      <InactivityWarning model={model} />
    </I18nProvider>,
  );
  const live = view.container.querySelector('[aria-live]')!;
  return { model, shown: () => screen.getByRole('timer').textContent, said: () => live.textContent };
}

/** The number in a text ("24 seconds left" → 24). */
const numberIn = (text: string | null) => Number(/\d+/.exec(text ?? '')?.[0]);

describe('InactivityWarning', () => {
  it('says the seconds the timer shows as it opens, not a rounded number', () => {
    const { shown, said } = renderWarning(24);
    expect(shown()).toBe('24 seconds left');
    expect(said()).toBe('Signing out in 24 seconds');
  });

  it('as the service counts down, every announcement says the number shown at that moment, every ten seconds and at five', () => {
    const { model, shown, said } = renderWarning(24);
    const announced: number[] = [];
    for (let left = 23; left >= 1; left--) {
      const before = said();
      act(() => runInAction(() => (model.secondsLeft = left)));
      expect(shown()).toBe(left === 1 ? '1 second left' : `${left} seconds left`);
      if (said() !== before) {
        expect(numberIn(said())).toBe(numberIn(shown()));
        announced.push(left);
      }
    }
    // between announcements the live text stays as it was said, so a screen reader is not read every second
    expect(announced).toEqual([20, 10, 5]);
    expect(said()).toBe('Signing out in 5 seconds');
  });

  it('says it again at once when the count jumps (activity in another tab pushed the sign-out back)', () => {
    const { model, shown, said } = renderWarning(8);
    act(() => runInAction(() => (model.secondsLeft = 47)));
    expect(shown()).toBe('47 seconds left');
    expect(said()).toBe('Signing out in 47 seconds');
  });

  it('"Stay signed in" has the focus and works from the keyboard', async () => {
    const { model } = renderWarning(10);
    const stay = screen.getByRole('button', { name: 'Stay signed in' });
    expect(stay).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(model.stay).toHaveBeenCalledTimes(1);
  });
});
