import { readFileSync } from 'node:fs';
import type { Schema } from '@casino/sdk';
import { ApiError } from '../../core/errors.ts';
import type { LocaleCode } from '../i18n/locales.ts';
import { LABELS } from './labels.ts';

type Page = Schema<'ContentPage'>;
type Text = Pick<Page, 'title' | 'description' | 'content'>;

/**
 * The content pages of the CMS stand-in (the footer links to them). English is complete; the other locales have
 * their own short texts. The terms page carries a script and an event handler so that tests prove the app
 * sanitises CMS HTML.
 */
const TEXTS: Record<'terms' | 'privacy' | 'faq' | 'contacts', Record<LocaleCode, Text>> = {
  terms: {
    en: {
      title: 'Terms and conditions',
      description: 'The rules of using the site: accounts, deposits, withdrawals and bonuses.',
      content: '<h2>1. Accounts</h2><p>You must be 18 or older and hold one account only.</p><h2>2. Payments</h2><p>Deposits are credited at once; withdrawals are paid to the method you deposited with.</p><p><a href="/support">Contact support</a> with any question.</p><script>window.__pageXss = true</script><img src="x" alt="" onerror="window.__pageXss = true">',
    },
    ru: { title: 'Правила и условия', description: 'Правила пользования сайтом: аккаунты, депозиты, выводы и бонусы.', content: '<h2>1. Аккаунты</h2><p>Вам должно быть 18 лет или больше, аккаунт может быть только один.</p>' },
    pt: { title: 'Termos e condições', description: 'As regras de utilização do site: contas, depósitos, levantamentos e bónus.', content: '<h2>1. Contas</h2><p>Tem de ter 18 anos ou mais e apenas uma conta.</p>' },
    ar: { title: 'الشروط والأحكام', description: 'قواعد استخدام الموقع: الحسابات والإيداعات والسحوبات والمكافآت.', content: '<h2>1. الحسابات</h2><p>يجب أن يكون عمرك 18 عامًا أو أكثر وأن يكون لديك حساب واحد فقط.</p>' },
  },
  privacy: {
    en: { title: 'Privacy policy', description: 'What personal data we keep, why, and how to ask for it to be removed.', content: '<p>We keep the data the law requires to run your account and nothing more.</p><p>Ask support to export or remove your data.</p>' },
    ru: { title: 'Политика конфиденциальности', description: 'Какие персональные данные мы храним, зачем и как попросить их удалить.', content: '<p>Мы храним только те данные, которых требует закон.</p>' },
    pt: { title: 'Política de privacidade', description: 'Que dados pessoais guardamos, porquê e como pedir a sua remoção.', content: '<p>Guardamos apenas os dados que a lei exige.</p>' },
    ar: { title: 'سياسة الخصوصية', description: 'البيانات الشخصية التي نحتفظ بها ولماذا وكيف تطلب حذفها.', content: '<p>نحتفظ فقط بالبيانات التي يتطلبها القانون.</p>' },
  },
  faq: {
    en: { title: 'Frequently asked questions', description: 'Answers about deposits, withdrawals, bonuses and verification.', content: '<h2>How fast are withdrawals?</h2><p>Most withdrawals are paid within 24 hours.</p><h2>Why verify my identity?</h2><p>The licence requires it before the first withdrawal.</p>' },
    ru: { title: 'Частые вопросы', description: 'Ответы о депозитах, выводах, бонусах и верификации.', content: '<h2>Как быстро выводятся деньги?</h2><p>Большинство выводов выплачивается в течение 24 часов.</p>' },
    pt: { title: 'Perguntas frequentes', description: 'Respostas sobre depósitos, levantamentos, bónus e verificação.', content: '<h2>Quão rápidos são os levantamentos?</h2><p>A maioria é paga em 24 horas.</p>' },
    ar: { title: 'الأسئلة الشائعة', description: 'إجابات عن الإيداعات والسحوبات والمكافآت والتحقق.', content: '<h2>ما مدى سرعة السحب؟</h2><p>تُدفع معظم السحوبات خلال 24 ساعة.</p>' },
  },
  contacts: {
    en: { title: 'Contacts', description: 'How to reach the support team by chat, e-mail or phone.', content: '<p>Chat with us any time from the support page, write to <a href="mailto:support@casino.example">support@casino.example</a> or call +44 20 0000 0000.</p>' },
    ru: { title: 'Контакты', description: 'Как связаться со службой поддержки: чат, почта или телефон.', content: '<p>Пишите нам в чат на странице поддержки или на support@casino.example.</p>' },
    pt: { title: 'Contactos', description: 'Como contactar o apoio por chat, e-mail ou telefone.', content: '<p>Fale connosco no chat da página de apoio ou escreva para support@casino.example.</p>' },
    ar: { title: 'اتصل بنا', description: 'كيفية التواصل مع فريق الدعم عبر الدردشة أو البريد أو الهاتف.', content: '<p>تحدث معنا من صفحة الدعم أو راسلنا على support@casino.example.</p>' },
  },
};

const PUBLISHED = '2026-01-15';
const UPDATED = '2026-10-01';
type Slug = keyof typeof TEXTS;
const isSlug = (slug: string): slug is Slug => Object.hasOwn(TEXTS, slug);

export function contentPages(locale: LocaleCode): Schema<'ContentPageList'> {
  return { items: (Object.keys(TEXTS) as Slug[]).map((slug) => ({ slug, title: TEXTS[slug][locale].title, updatedAt: UPDATED })) };
}

/**
 * Cross-site-scripting vectors (each sets `window.__xss = 1` if it ever runs), kept as data so the list grows. The
 * unlisted page `security-corpus` carries them all, for the browser test that proves the app's sanitising.
 */
const XSS_CORPUS: readonly { id: string; html: string }[] = JSON.parse(readFileSync(new URL('./xss-corpus.json', import.meta.url), 'utf8'));

/**
 * `security-corpus`: every vector on one page; `security-corpus-{id}`: one vector alone (some swallow what follows
 * them, e.g. an unclosed `<textarea>`, so the test visits those on their own).
 */
function corpusPage(slug: string): Page | undefined {
  const only = slug === 'security-corpus' ? XSS_CORPUS : XSS_CORPUS.filter((vector) => slug === `security-corpus-${vector.id}`);
  if (only.length === 0) return undefined;
  const content = only.map((vector) => `<section data-vector="${vector.id}">${vector.html}</section>`).join('\n');
  return { slug, title: 'Security corpus', description: 'Hostile HTML the app must neutralise.', content, publishedAt: PUBLISHED, updatedAt: UPDATED, breadCrumbs: [] };
}

export function contentPage(locale: LocaleCode, slug: string): Page {
  const corpus = slug.startsWith('security-corpus') ? corpusPage(slug) : undefined;
  if (corpus) return corpus;
  if (!isSlug(slug)) throw new ApiError('InvalidParameterException', `No page ${slug}`, { status: 404, invalid_parameters: { slug: [{ code: 'not_found', message: 'Unknown page' }] } });
  const text = TEXTS[slug][locale];
  return {
    slug,
    ...text,
    publishedAt: PUBLISHED,
    updatedAt: UPDATED,
    breadCrumbs: [{ name: LABELS[locale].nav.home, link: '/' }, { name: text.title, link: `/${slug}` }],
  };
}
