import { describe, expect, it } from 'vitest';
import { enabledCustomCode, isFraudAgentEnabled, readPublicClientConfig } from './client-config';
import { feedbackRequest, validateFeedback } from './feedback';
import { hasMessagingAppLaunchParams, isTelegramFullScreen } from './messaging-app';
import { readSupportPage } from './page';

describe('feedback', () => {
  const draft = { name: '', email: '', subject: '', message: 'Hi' };
  it('needs a message, and an e-mail from guests only; a given e-mail must be valid', () => {
    expect(validateFeedback({ ...draft, message: ' ' }, { authenticated: true })).toEqual({ message: 'required' });
    expect(validateFeedback(draft, { authenticated: false })).toEqual({ email: 'required' });
    expect(validateFeedback({ ...draft, email: 'a@b' }, { authenticated: true })).toEqual({ email: 'email' });
    expect(validateFeedback({ ...draft, email: 'a@b.co' }, { authenticated: false })).toEqual({});
    expect(validateFeedback({ ...draft, message: 'x'.repeat(5001) }, { authenticated: true })).toEqual({ message: 'tooLong' });
  });
  it('sends trimmed text and leaves empty optional fields out', () => {
    expect(feedbackRequest({ name: ' Ann ', email: '', subject: ' ', message: ' Hi ' })).toEqual({ message: 'Hi', name: 'Ann', email: undefined, subject: undefined });
  });
});

describe('support page content', () => {
  it('keeps complete contacts with safe addresses and complete questions', () => {
    const page = readSupportPage({
      contacts: [
        { id: 'e', type: 'email', label: 'E-mail', value: 'help@x.co' },
        { type: 'phone', value: '+44 20 0000 0000' },
        { type: 'link', label: 'Chat', value: '@x', url: 'https://t.me/x' },
        { type: 'link', value: 'bad', url: 'javascript:alert(1)' },
        { type: 'fax', value: '123' },
      ],
      faq: [{ question: 'Q', answer: '<p>A</p>' }, { question: 'no answer' }],
    });
    expect(page.contacts.map((c) => c.href)).toEqual(['mailto:help@x.co', 'tel:+442000000000', 'https://t.me/x']);
    expect(page.contacts[1]).toMatchObject({ id: 'phone-1', label: '+44 20 0000 0000' });
    expect(page.faq).toEqual([{ question: 'Q', answer: '<p>A</p>' }]);
    expect(readSupportPage(undefined)).toEqual({ contacts: [], faq: [] });
  });
});

describe('client config', () => {
  it('reads the public client config, blanks as not configured', () => {
    expect(readPublicClientConfig({ bloomreachTarget: ' /x.js ', rumMonitoringUrl: '', fraudAgentUrl: 3 })).toEqual({
      bloomreachTarget: '/x.js', bloomreachToken: null, bloomreachSitegroup: null, rumMonitoringUrl: null, fraudAgentUrl: null, messagingAppScriptUrl: null,
    });
  });
  it('keeps enabled custom code with a known position, in order', () => {
    expect(enabledCustomCode([
      { isEnabled: true, position: 'bodyEnd', code: '<i></i>' },
      { isEnabled: false, position: 'head', code: '<b></b>' },
      { isEnabled: true, position: 'footer', code: '<u></u>' },
      { isEnabled: true, position: 'head', code: ' ' },
    ])).toEqual([{ position: 'bodyEnd', code: '<i></i>' }]);
  });
  it('knows the fraud agent switch, the messaging app launch and its full-screen modes', () => {
    expect([isFraudAgentEnabled({ is_seon_enabled: true }), isFraudAgentEnabled({ is_seon_enabled: '1' }), isFraudAgentEnabled(undefined)]).toEqual([true, false, false]);
    expect(hasMessagingAppLaunchParams({ hash: '#tgWebAppData=query_id%3D1&tgWebAppVersion=8.0', search: '' })).toBe(true);
    expect(hasMessagingAppLaunchParams({ hash: '#popup-preview', search: '?tgWebAppData=x' })).toBe(true);
    expect(hasMessagingAppLaunchParams({ hash: '', search: '?track_id=1' })).toBe(false);
    expect(['all', 'telegram', 'product', 'none'].map(isTelegramFullScreen)).toEqual([true, true, false, false]);
  });
});
