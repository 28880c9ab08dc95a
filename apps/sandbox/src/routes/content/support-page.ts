import type { Schema } from '@casino/sdk';
import type { LocaleCode } from '../i18n/locales.ts';

type Texts = { email: string; phone: string; telegram: string; faq: [string, string][] };

const TEXTS: Record<LocaleCode, Texts> = {
  en: {
    email: 'E-mail', phone: 'Phone', telegram: 'Telegram',
    faq: [
      ['How fast are withdrawals?', '<p>Most withdrawals are paid within <strong>24 hours</strong>.</p>'],
      ['How do I verify my account?', '<p>Open <a href="/profile/verification">Verification</a> in your profile and follow the steps.</p>'],
      ['I forgot my password', '<p>Use <em>Forgot password</em> on the sign-in form to get a code.</p>'],
    ],
  },
  ru: {
    email: 'Эл. почта', phone: 'Телефон', telegram: 'Telegram',
    faq: [
      ['Как быстро выплачиваются выигрыши?', '<p>Большинство выплат проходит в течение <strong>24 часов</strong>.</p>'],
      ['Как подтвердить аккаунт?', '<p>Откройте раздел <a href="/profile/verification">Верификация</a> в профиле и следуйте шагам.</p>'],
      ['Я забыл пароль', '<p>Нажмите <em>Забыли пароль</em> в форме входа, чтобы получить код.</p>'],
    ],
  },
  pt: {
    email: 'E-mail', phone: 'Telefone', telegram: 'Telegram',
    faq: [
      ['Quão rápidos são os saques?', '<p>A maioria dos saques é paga em até <strong>24 horas</strong>.</p>'],
      ['Como verifico minha conta?', '<p>Abra <a href="/profile/verification">Verificação</a> no seu perfil e siga as etapas.</p>'],
      ['Esqueci minha senha', '<p>Use <em>Esqueci a senha</em> no formulário de login para receber um código.</p>'],
    ],
  },
  ar: {
    email: 'البريد الإلكتروني', phone: 'الهاتف', telegram: 'تيليجرام',
    faq: [
      ['ما مدى سرعة السحب؟', '<p>تُدفع معظم عمليات السحب خلال <strong>24 ساعة</strong>.</p>'],
      ['كيف أوثّق حسابي؟', '<p>افتح <a href="/profile/verification">التوثيق</a> في ملفك الشخصي واتبع الخطوات.</p>'],
      ['نسيت كلمة المرور', '<p>استخدم <em>نسيت كلمة المرور</em> في نموذج الدخول للحصول على رمز.</p>'],
    ],
  },
};

/** The support page's contacts and questions in one locale. */
export function supportPage(locale: LocaleCode): Schema<'SupportPage'> {
  const t = TEXTS[locale];
  return {
    contacts: [
      { id: 'email', type: 'email', label: t.email, value: 'support@casino.example' },
      { id: 'phone', type: 'phone', label: t.phone, value: '+44 20 0000 0000' },
      { id: 'telegram', type: 'link', label: t.telegram, value: '@casino_support', url: 'https://t.me/casino_support' },
    ],
    faq: t.faq.map(([question, answer]) => ({ question, answer })),
  };
}

/**
 * Public client config. The analytics script and the vitals endpoint are the sandbox's offline stand-ins, so the
 * app exercises the real loading paths without leaving the machine. Without `analytics` (the `chatAndAnalytics`
 * tunable at 0) neither is named, as on a site that uses none. `sumsubBaseUrl` is where browsers reach the stand-in
 * verification frame, which the sandbox serves on an origin of its own (not the app's).
 */
export function publicClient({ analytics = true, sumsubBaseUrl = null }: { readonly analytics?: boolean; readonly sumsubBaseUrl?: string | null } = {}): Schema<'PublicClientConfig'> {
  return {
    bloomreachTarget: analytics ? '/static/vendors/bloomreach/exponea.js' : null,
    bloomreachToken: analytics ? 'sandbox-token' : null,
    bloomreachSitegroup: analytics ? 'sandbox' : null,
    rumMonitoringUrl: analytics ? '/static/vendors/rum' : null,
    fraudAgentUrl: '/static/vendors/seon/agent.js',
    messagingAppScriptUrl: '/static/vendors/telegram/telegram-web-app.js',
    sumsubBaseUrl,
  };
}
