import { I18nProvider } from '@lingui/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { bindModules } from '../../../shared/di/lazy-chunk.ts';
import { ContainerProvider } from '../../../shared/di/react.tsx';
import { Dialogs } from '../../../shared/services/overlays.ts';
import { createTestApp } from '../../../test/fixture.ts';
import { PromoCodeForm, type PromoCodeFormProps } from './PromoCodeForm.tsx';
import { modules } from '../wiring.ts';

function setup(props: PromoCodeFormProps, address = '/', onOuterSubmit?: () => void) {
  const app = createTestApp();
  app.i18n.loadAndActivate({ locale: 'en', messages: {} });
  bindModules(app.container, modules);
  const form = <PromoCodeForm {...props} />;
  const element = onOuterSubmit ? <form onSubmit={(event) => { event.preventDefault(); onOuterSubmit(); }}>{form}</form> : form;
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [address] });
  render(
    <ContainerProvider container={app.container}>
      <I18nProvider i18n={app.i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </ContainerProvider>,
  );
  return { ...app, dialogs: app.container.get<Dialogs>(Dialogs) };
}

describe('PromoCodeForm', () => {
  it('pre-fills the promo_code of the address and shows the activated popup after a success', async () => {
    const { dialogs, fakes } = setup({}, '/profile/bonuses?promo_code=WELCOME100');
    const field = await screen.findByRole('textbox', { name: 'Promo code' });
    await waitFor(() => expect(field).toHaveProperty('value', 'WELCOME100'));
    await userEvent.click(screen.getByRole('button', { name: 'Activate' }));
    await waitFor(() => expect(dialogs.getSnapshot().stack.map((d) => d.title)).toEqual(['Promo code activated']));
    expect(fakes.offers.callsOf('activatePromoCode')).toEqual(['WELCOME100']);
  });

  it('on the deposit page a success shows no popup but tells the page', async () => {
    let told = 0;
    const { dialogs } = setup({ showActivatedPopup: false, onActivated: () => (told += 1) });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Promo code' }), 'WELCOME100{Enter}');
    await waitFor(() => expect(told).toBe(1));
    expect(dialogs.getSnapshot().stack).toEqual([]);
    expect(screen.getByRole('textbox', { name: 'Promo code' })).toHaveProperty('value', '');
  });

  it('inside the deposit form: no form of its own, and Enter activates the code without sending the outer form', async () => {
    let outer = 0;
    let told = 0;
    const { fakes } = setup({ embedded: true, showActivatedPopup: false, onActivated: () => (told += 1) }, '/', () => (outer += 1));
    expect(screen.queryByRole('form', { name: 'Promo code' })).toBeNull();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Promo code' }), 'WELCOME100{Enter}');
    await waitFor(() => expect(told).toBe(1));
    expect(outer).toBe(0);
    expect(fakes.offers.callsOf('activatePromoCode')).toEqual(['WELCOME100']);
  });
});
