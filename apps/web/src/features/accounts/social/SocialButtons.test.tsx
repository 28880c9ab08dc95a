import { defaultContentConfig } from '@casino/domain/ports';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { runInAction } from 'mobx';
import { describe, expect, it, vi } from 'vitest';
import { ContainerProvider } from '../../../shared/di/react.tsx';
import { ContentStore } from '../../../shared/stores/content.store.ts';
import { createTestApp } from '../../../test/fixture.ts';
import { SocialButtons, type SocialButtonsProps } from './SocialButtons.tsx';
import { FakeSocialWindow } from './social-window.fake.ts';
import { SocialWindow } from './social-window.ts';
import { modules } from '../wiring.ts';
import { bindModules } from '../../../shared/di/lazy-chunk.ts';

function renderButtons(props: SocialButtonsProps) {
  const { container, i18n, fakes } = createTestApp();
  bindModules(container, modules); // as the chunks that render the buttons do
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  const win = new FakeSocialWindow();
  container.rebindSync(SocialWindow).toConstantValue(win);
  const content = container.get(ContentStore);
  runInAction(() => {
    content.config = { ...defaultContentConfig('en'), sections: { forms: { registration: { social: [{ id: 'google', icon: 'g', name: 'Google' }, { id: 'telegram', icon: 't', name: 'Telegram' }] } } } };
  });
  render(
    <ContainerProvider container={container}>
      <I18nProvider i18n={i18n}>
        <SocialButtons {...props} />
      </I18nProvider>
    </ContainerProvider>,
  );
  return { win, fakes };
}

describe('SocialButtons', () => {
  it('names each provider button and opens the popup on a keyboard press', async () => {
    const { win } = renderButtons({ typeAuth: 'login' });
    expect(screen.getByRole('list', { name: 'Sign in with a social account' })).toBeInTheDocument();
    const google = screen.getByRole('button', { name: 'Sign in with Google' });
    expect(screen.getByRole('button', { name: 'Sign in with Telegram' })).toBeInTheDocument();
    google.focus();
    await userEvent.keyboard('{Enter}');
    expect(win.opened).toHaveLength(1);
    expect(win.opened[0]?.url).toContain('service=google');
  });

  it('says so when the provider sent the player back but the site kept them out; the next press clears it', async () => {
    const { win, fakes } = renderButtons({ typeAuth: 'login' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with Telegram' }));
    fakes.messaging.receive({ type: 'social_auth_done' }, 'https://casino.test', win.opened[0]!.handle);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not sign you in with Telegram.');
    win.opened[0]!.handle.closed = true;
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a blocked press calls onBlocked and opens nothing', async () => {
    const onBlocked = vi.fn();
    const { win } = renderButtons({ typeAuth: 'registration', blocked: true, onBlocked });
    await userEvent.click(screen.getByRole('button', { name: 'Sign up with Google' }));
    expect(onBlocked).toHaveBeenCalledOnce();
    expect(win.opened).toHaveLength(0);
    expect(win.assigned).toHaveLength(0);
  });
});
