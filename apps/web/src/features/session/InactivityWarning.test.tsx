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
  render(
    <I18nProvider i18n={i18n}>
      <InactivityWarning model={model} />
    </I18nProvider>,
  );
  return model;
}

describe('InactivityWarning', () => {
  it('shows the seconds left live and announces them every 10 seconds', () => {
    const model = renderWarning(24);
    expect(screen.getByRole('timer')).toHaveTextContent('24 seconds left');
    expect(screen.getByText('Signing out in 30 seconds')).toBeInTheDocument();
    act(() => runInAction(() => (model.secondsLeft = 1)));
    expect(screen.getByRole('timer')).toHaveTextContent('1 second left');
    expect(screen.getByText('Signing out in 1 second')).toBeInTheDocument();
  });

  it('"Stay signed in" has the focus and works from the keyboard', async () => {
    const model = renderWarning(10);
    const stay = screen.getByRole('button', { name: 'Stay signed in' });
    expect(stay).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(model.stay).toHaveBeenCalledTimes(1);
  });
});
