import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ContainerProvider } from '../../shared/di/react.tsx';
import { LocaleStore } from '../../shared/stores/locale.store.ts';
import { createTestApp } from '../../test/fixture.ts';
import { RootRouteError, RouteError } from './RouteError.tsx';

describe('RouteError (the errors slot of a failing screen)', () => {
  it('offers "Go to the games hall" as a link to the hall in the current locale, not a reload', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = createTestApp();
    const locale = container.get(LocaleStore);
    await locale.loadLocales();
    await locale.activate('ru');
    const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
    const Broken = () => {
      throw new Error('screen failed');
    };
    const router = createMemoryRouter([{ path: '*', Component: Broken, ErrorBoundary: RouteError }], { initialEntries: ['/ru/promotions'] });
    render(
      <ContainerProvider container={container}>
        <I18nProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nProvider>
      </ContainerProvider>,
    );
    const link = await screen.findByRole('link', { name: 'Go to the games hall' }, { timeout: 5000 }); // the page's code loads lazily
    expect(link.getAttribute('href')).toBe('/ru/gamehall');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('at the root, where no layout is left around it, the error is the page\'s main landmark', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = createTestApp();
    await container.get(LocaleStore).loadLocales();
    const Broken = () => {
      throw new Error('layout failed');
    };
    const router = createMemoryRouter([{ path: '*', Component: Broken, ErrorBoundary: RootRouteError }], { initialEntries: ['/promotions'] });
    render(
      <ContainerProvider container={container}>
        <I18nProvider i18n={setupI18n({ locale: 'en', messages: { en: {} } })}>
          <RouterProvider router={router} />
        </I18nProvider>
      </ContainerProvider>,
    );
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('link', { name: 'Go to the games hall' }, { timeout: 5000 })).toBeTruthy();
  });
});
