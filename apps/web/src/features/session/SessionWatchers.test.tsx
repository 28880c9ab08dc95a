import { accountInfo } from '@casino/adapters/testing';
import { ok } from '@casino/domain/shared';
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ContainerProvider } from '../../shared/di/react.tsx';
import { SessionStore } from '../../shared/stores/session.store.ts';
import { createTestApp } from '../../test/fixture.ts';
import { InactivityService } from './inactivity.service.ts';
import { inactivityWarningRenderer } from './render-inactivity-warning.tsx';
import { SessionWatchers } from './SessionWatchers.tsx';
import { bindSessionFeature } from './session.testing.ts';
import { SessionWatchers as Watchers } from './session-watchers.service.ts';

describe('SessionWatchers (mounted once in the root layout)', () => {
  it('starts once, hears keys on the window and counts route changes as activity', async () => {
    const app = createTestApp();
    const { container, fakes } = app;
    bindSessionFeature(app);
    fakes.account.info = ok(accountInfo({ uid: 5 }));
    await container.get(SessionStore).load();
    const inactivity = container.get(InactivityService);
    const router = createMemoryRouter([{ path: '*', Component: SessionWatchers }], { initialEntries: ['/'] });
    const view = render(
      <ContainerProvider container={container}>
        <RouterProvider router={router} />
      </ContainerProvider>,
    );
    expect(fakes.tabs.listenerCount).toBe(1);
    expect(container.get(Watchers).start({ target: window, currentPath: () => '/' })).toBeTypeOf('function');
    expect(fakes.tabs.listenerCount).toBe(1);

    fakes.clock.advance(5000);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    expect(inactivity.localActivityAt).toBe(fakes.clock.now());

    fakes.clock.advance(5000);
    await act(() => router.navigate('/offers'));
    expect(inactivity.localActivityAt).toBe(fakes.clock.now());

    view.unmount();
    expect(fakes.tabs.listenerCount).toBe(0);
  });
});

describe('inactivityWarningRenderer', () => {
  it('renders the lazily loaded body and can fetch it ahead', async () => {
    const i18n = setupI18n();
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    inactivityWarningRenderer.preload();
    render(<I18nProvider i18n={i18n}>{inactivityWarningRenderer.render({ secondsLeft: 12, stay: vi.fn() })}</I18nProvider>);
    expect(await screen.findByRole('timer', {}, { timeout: 10_000 })).toHaveTextContent('12 seconds left');
  });
});
