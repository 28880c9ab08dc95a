import { msg } from '@lingui/core/macro';
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { RouteHandle } from '../../shared/routing/route-handle.ts';
import { Screen } from './PlaceholderScreen.tsx';

function renderAt(handle: RouteHandle) {
  const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
  const router = createMemoryRouter([{ path: '*', Component: Screen, handle }], { initialEntries: ['/x'] });
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}

describe('placeholder screen', () => {
  it('a route without a named feature reads as a sentence (no "the this feature")', async () => {
    renderAt({ name: 'unsubscribe', locale: undefined, spec: { name: 'unsubscribe', path: '/unsubscribe', layout: 'default', screen: 'unsubscribe' } });
    expect(await screen.findByText('This screen is on its way.')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/the this|arrives with the\s+feature/);
  });

  it('names the feature a route waits for', async () => {
    renderAt({ name: 'tournaments', locale: undefined, spec: { name: 'tournaments', path: '/tournaments', layout: 'default', screen: 'placeholder', feature: msg`tournaments` } });
    expect(await screen.findByText('This screen arrives with the tournaments feature.')).toBeTruthy();
  });
});
