import type { Schema } from '@casino/sdk';
import type { LocaleCode as Locale } from '../i18n/locales.ts';

type Promotion = Schema<'ContentPromotion'>;

/** Promotion texts per locale; the sandbox's CMS stand-in (English where a locale has no text of its own). */
const TEXTS: Record<'welcome' | 'weekend' | 'cashback', Partial<Record<Locale, Pick<Promotion, 'title' | 'summary' | 'content'>>> & { en: Pick<Promotion, 'title' | 'summary' | 'content'> }> = {
  welcome: {
    en: {
      title: 'Welcome package',
      summary: 'Double your first deposit and get 50 free spins.',
      content: '<p>Make your first deposit from <strong>€20</strong> and we double it up to €200.</p><ul><li>100% bonus up to €200</li><li>50 free spins on Lucky Fortune</li></ul><p>Wager the bonus 30 times within 30 days.</p><script>window.__promoXss = true</script><img src="x" alt="" onerror="window.__promoXss = true">',
    },
    ru: { title: 'Приветственный пакет', summary: 'Удвойте первый депозит и получите 50 фриспинов.', content: '<p>Внесите первый депозит от <strong>€20</strong>, и мы удвоим его до €200.</p>' },
    pt: { title: 'Pacote de boas-vindas', summary: 'Duplique o seu primeiro depósito e ganhe 50 rodadas grátis.', content: '<p>Faça o primeiro depósito a partir de <strong>€20</strong> e nós duplicamos até €200.</p>' },
    ar: { title: 'باقة الترحيب', summary: 'ضاعف إيداعك الأول واحصل على 50 دورة مجانية.', content: '<p>قم بأول إيداع بقيمة <strong>20 يورو</strong> على الأقل وسنضاعفه حتى 200 يورو.</p>' },
  },
  weekend: {
    en: { title: 'Weekend spins', summary: 'Twenty free spins every weekend.', content: '<p>Every Saturday take <em>20 free spins</em> on Lucky Treasure from the offers page.</p>' },
  },
  cashback: {
    en: { title: 'Weekly cashback', summary: 'Up to 7% of your weekly losses back.', content: '<p>Every Monday we return up to 7% of last week\'s net losses. Claim it within three days.</p>' },
  },
};

const BUTTONS: Record<keyof typeof TEXTS, Promotion['button']> = {
  welcome: { label: 'Deposit', url: '/cashier/deposit' },
  weekend: { label: 'See offers', url: '/offers' },
  cashback: null,
};

/** The running promotions of a locale, in display order. */
export function promotions(locale: Locale): Schema<'ContentPromotionList'> {
  const items = (Object.keys(TEXTS) as (keyof typeof TEXTS)[]).map((id): Promotion => {
    const text = TEXTS[id][locale] ?? TEXTS[id].en;
    return { id, ...text, image: `/static/offers/${id === 'welcome' ? 'welcome-deposit' : id === 'weekend' ? 'weekend-spins' : 'second-deposit'}.svg`, button: BUTTONS[id], finished_at: null };
  });
  return { items };
}
