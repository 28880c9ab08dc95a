import { failure } from '@casino/adapters/testing';
import { err, ok } from '@casino/domain/shared';
import { I18nProvider } from '@lingui/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ContainerProvider } from '../../../shared/di/react.tsx';
import RegistrationPanel from './RegistrationPanel.tsx';
import { defaultContentConfig } from '@casino/domain/ports';
import { bindModules } from '../../../shared/di/lazy-chunk.ts';
import { ContentStore } from '../../../shared/stores/content.store.ts';
import { createTestApp } from '../../../test/fixture.ts';
import { recordingPanel } from '../panel-kit/testing.ts';
import { modules } from '../wiring.ts';
import { formsSection, personalFields } from './testing.ts';

/** The panel in the test app's container (the view resolves its view-model there), content loaded. */
async function mount(validationMessages: Record<string, string> = {}) {
  const app = createTestApp();
  app.i18n.loadAndActivate({ locale: 'en', messages: {} });
  app.fakes.content.configs.en = ok({ ...defaultContentConfig('en'), validationMessages, sections: { forms: formsSection('en') } });
  app.fakes.registration.defaultFields = ok(personalFields());
  await app.container.get(ContentStore).load('en');
  bindModules(app.container, modules);
  const { panel } = recordingPanel();
  const router = createMemoryRouter([{ path: '*', element: <RegistrationPanel {...panel} /> }], { initialEntries: ['/?promo_code=EXPIRED'] });
  render(
    <ContainerProvider container={app.container}>
      <I18nProvider i18n={app.i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </ContainerProvider>,
  );
  await screen.findByRole('textbox', { name: /E-mail/ });
  return app;
}

// Typing through user-event is slow on a loaded machine: these two tests get more than the default 5 s.
const SLOW = 20_000;

const fieldOf = (name: string) => document.querySelector(`[data-field="${name}"]`) as HTMLElement;

describe('RegistrationPanel', () => {
  it('renders the tabs and fields; rule messages use content overrides; server codes and promo reasons are translated', async () => {
    const user = userEvent.setup();
    const { fakes } = await mount({ wrongEmailAddress: 'Check the e-mail, please' });
    expect(screen.getByRole('tab', { name: 'E-mail' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Phone' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Promo code' })).toHaveValue('EXPIRED');
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'nope');
    expect(within(fieldOf('email')).getByText('Check the e-mail, please')).toBeInTheDocument();
    await user.type(within(fieldOf('password')).getByLabelText(/^Password/), '12');
    expect(within(fieldOf('password')).getByText('Min length is 6')).toBeInTheDocument();

    await user.clear(screen.getByRole('textbox', { name: /E-mail/ }));
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'demo@example.com');
    await user.type(within(fieldOf('password')).getByLabelText(/^Password/), '345678');
    await user.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
    fakes.auth.registerResult = err({
      ...failure('InvalidParameterException', 400),
      fieldErrors: { email: [{ code: 'taken', message: 'x' }], promo_code: [{ code: 'EXPIRED', message: 'y' }] },
      errorData: { promo_code: ['EXPIRED'] },
    });
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await within(fieldOf('email')).findByText('This e-mail is already registered')).toBeInTheDocument();
    expect(screen.getByText('This promo code has expired')).toBeInTheDocument();

    fakes.auth.registerResult = err({ ...failure('InvalidParameterException', 400), fieldErrors: { birth_date: [{ code: 'underage', message: 'x' }] } });
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The data you entered is wrong');
  }, SLOW);

  it('terms unchecked: a social button press shows the terms error instead of signing up; checking clears it', async () => {
    const user = userEvent.setup();
    await mount();
    await user.click(await screen.findByRole('button', { name: 'Sign up with Google' }));
    const terms = screen.getByRole('checkbox', { name: /terms and conditions/ });
    expect(await screen.findByText('Field is required')).toBeInTheDocument();
    expect(terms).toHaveAttribute('aria-describedby');
    await user.click(terms);
    expect(screen.queryByText('Field is required')).toBeNull();
  }, SLOW);
});
