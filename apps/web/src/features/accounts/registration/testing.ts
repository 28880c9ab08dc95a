import { FakeContentPort, FakeRegistrationDataPort } from '@casino/adapters/testing';
import type { FormFieldDefinition } from '@casino/domain/registration';
import type { QueryLike } from '@casino/domain/routing';
import { ok } from '@casino/domain/shared';
import { defaultContentConfig } from '@casino/domain/ports';
import { createOverlays } from '../../../shared/services/overlays.ts';
import { ContentStore } from '../../../shared/stores/content.store.ts';
import { authKit, recordingPanel, RecordingNavigator, testLocaleStore } from '../panel-kit/testing.ts';
import type { UnseenCashbackPopup } from '../slots.ts';
import { RegistrationPopups } from './registration-popups.ts';
import { RegistrationSuccess } from './registration-success.ts';
import { RegistrationViewModel, type RegistrationStart } from './registration.vm.ts';

const def = (sysname: string, type: string, required: boolean, options: FormFieldDefinition['options'] = {}): FormFieldDefinition => ({
  sysname, type, params: { is_visible: true, is_required: required }, options,
});
const list = (...ids: string[]) => ids.map((id) => ({ id, name: id }));

/** Personal data fields like the sandbox's: Brazil adds regions and the CPF document, Portugal its regions. */
export function personalFields(country?: string): FormFieldDefinition[] {
  const fields = [
    def('email', 'input', true),
    def('mobile', 'phone', false),
    def('currency', 'select', true, { list: list('EUR', 'USD', 'BRL') }),
    def('first_name', 'input', country === 'BR'),
    def('last_name', 'input', country === 'BR'),
    def('birth_date', 'date', country === 'BR'),
    def('country_code', 'country_code', true, { list: list('BR', 'PT', 'GB') }),
    def('postcode', 'input', false, { regex: '^\\d{1,8}$' }),
  ];
  if (country === 'BR') fields.push(def('region', 'region', false, { list: list('SP', 'RJ') }));
  if (country === 'PT') fields.push(def('region', 'region', false, { list: list('LI', 'PO') }));
  if (country === 'BR') fields.push(def('document_type', 'select', true, { list: list('cpf') }), def('document_number', 'input', true));
  return fields;
}

/** The forms section: `en` registers by e-mail or phone (eager), `pt` one-click or full (on submit). */
export function formsSection(kind: 'en' | 'pt', overrides: Record<string, unknown> = {}) {
  const pt = kind === 'pt';
  return {
    validationStrategy: pt ? 'onSubmit' : 'eager',
    confirmEmailPopup: { isActive: true, title: 'Confirm your e-mail', text: '<p>Confirm it</p>' },
    registration: {
      terms: { isActive: true, defaultValue: false },
      notify: { isActive: true, defaultValue: true },
      markBetting: { isActive: pt, defaultValue: 'betting' },
      showPromocode: true,
      showPromoFieldByDefault: pt,
      social: [{ id: 'google', icon: 'social-google', name: 'Google' }],
      authTypes: pt
        ? [{ id: 'fast', component: 'fast', label: 'One click', field: 'email', isFast: true }, { id: 'full', component: 'form', label: 'Full', field: 'email' }, { id: 'social', component: 'social' }]
        : [{ id: 'email', component: 'form', label: 'E-mail', field: 'email' }, { id: 'phone', component: 'form', label: 'Phone', field: 'mobile' }, { id: 'social', component: 'social' }],
      fields: pt
        ? { fast: ['email', 'password', 'currency', 'promo_code'], full: ['email', 'mobile', 'password', 'currency', 'first_name', 'last_name', 'birth_date', 'country_code', 'region', 'document_type', 'document_number'] }
        : { email: ['email', 'password', 'currency', 'promo_code'], phone: ['mobile', 'password', 'currency', 'promo_code'] },
      currencySettings: { emptyValue: 'firstValue', defaultValue: 'selectedValue', changeCountryValue: 'selectedValue', changeCountryFallbackValue: pt ? 'firstValue' : 'emptyValue' },
      documentType: { isActive: pt, defaultValue: 'cpf' },
      ...overrides,
    },
  };
}

/** The campaign popups as registration sees them: records each time it is asked to look for popups. */
export class RecordingCampaignPopups {
  readonly locations: { path: string; hash: string; query: QueryLike }[] = [];
  async afterNavigation(location: { path: string; hash: string; query: QueryLike }): Promise<void> {
    this.locations.push(location);
  }
  async prepare(): Promise<void> {}
}

export interface RegistrationSetup {
  kind?: 'en' | 'pt';
  overrides?: Record<string, unknown>;
  start?: RegistrationStart;
  validationMessages?: Record<string, string>;
  noStart?: boolean;
  unseenCashback?: UnseenCashbackPopup;
}

/**
 * A registration view-model built with `new` over fakes, the content configuration loaded, and a recording panel
 * (`follow` applies an outcome to it).
 */
export async function setupRegistration(options: RegistrationSetup = {}) {
  const kit = authKit();
  const fakes = { ...kit.fakes, registration: new FakeRegistrationDataPort(), content: new FakeContentPort(), campaigns: new RecordingCampaignPopups() };
  fakes.content.configs.en = ok({ ...defaultContentConfig('en'), validationMessages: options.validationMessages ?? {}, sections: { forms: formsSection(options.kind ?? 'en', options.overrides) } });
  fakes.registration.defaultFields = ok(personalFields());
  for (const country of ['BR', 'PT', 'GB']) fakes.registration.fields[country] = ok(personalFields(country));
  const content = new ContentStore(fakes.content, fakes.logger);
  await content.load('en');
  const locale = testLocaleStore(fakes.logger);
  const dialogs = createOverlays().dialogs;
  const navigator = new RecordingNavigator(fakes.logger);
  const { session } = kit;
  const success = new RegistrationSuccess(
    fakes.analytics, fakes.storage, session, new RegistrationPopups(dialogs), fakes.campaigns, fakes.registration, navigator, locale, fakes.logger, options.unseenCashback,
  );
  const vm = new RegistrationViewModel(content, session, locale, fakes.auth, fakes.registration, fakes.clock, fakes.logger, fakes.analytics, fakes.storage, success);
  const { panel, record, follow } = recordingPanel({ embedded: options.start?.embedded });
  if (!options.noStart) await vm.start(options.start);
  return { fakes, content, session, dialogs, navigator, vm, panel, record, follow };
}

/** Lets pending promises (port answers, queued popups) settle. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
