import type { SandboxConfig } from '../config.ts';
import type { Db } from '../db/db.ts';

const texts = (title: Record<string, string>, content: Record<string, string>, buttons: Record<string, string[]>) =>
  JSON.stringify(Object.fromEntries(Object.keys(title).map((l) => [l, { title: title[l], content: content[l], buttons: buttons[l] }])));

/** Campaign popups: `welcome` for guests, `deposit-boost` for players, `summer-drop` ended (preview only). */
export async function seed(db: Db, _config: SandboxConfig): Promise<void> {
  await db.query(
    `INSERT INTO campaign_popups (sysname, audience, priority, texts, image, buttons, starts_at, ends_at) VALUES
     ('welcome', 'guest', 10, $1, $2, $3, NULL, NULL),
     ('deposit-boost', 'player', 5, $4, NULL, $5, now() - interval '1 day', now() + interval '365 days'),
     ('summer-drop', 'all', 1, $6, NULL, $7, now() - interval '60 days', now() - interval '30 days')`,
    [
      texts(
        { en: 'Welcome bonus', ru: 'Приветственный бонус', pt: 'Bônus de boas-vindas', ar: 'مكافأة الترحيب' },
        { en: '<p>Get <b>100%</b> on your first deposit.</p>', ru: '<p>Получите <b>100%</b> к первому депозиту.</p>', pt: '<p>Ganhe <b>100%</b> no primeiro depósito.</p>', ar: '<p>احصل على <b>100%</b> على إيداعك الأول.</p>' },
        { en: ['Sign up', 'Later'], ru: ['Регистрация', 'Позже'], pt: ['Cadastre-se', 'Depois'], ar: ['سجّل', 'لاحقًا'] },
      ),
      JSON.stringify({ desktop: '/static/popups/welcome-desktop.svg', mobile: '/static/popups/welcome-mobile.svg' }),
      JSON.stringify([{ action: 'register', url: null, variant: 'primary' }, { action: 'close', url: null, variant: 'secondary' }]),
      texts(
        { en: 'Deposit boost', ru: 'Буст депозита', pt: 'Turbo no depósito', ar: 'تعزيز الإيداع' },
        { en: '<p>Deposit today and get 50 free spins.</p>', ru: '<p>Пополните счёт сегодня и получите 50 фриспинов.</p>', pt: '<p>Deposite hoje e ganhe 50 rodadas grátis.</p>', ar: '<p>أودِع اليوم واحصل على 50 دورة مجانية.</p>' },
        { en: ['Deposit', 'Promotions'], ru: ['Пополнить', 'Акции'], pt: ['Depositar', 'Promoções'], ar: ['إيداع', 'العروض'] },
      ),
      JSON.stringify([{ action: 'deposit', url: null, variant: 'primary' }, { action: 'link', url: '/promotions' }]),
      texts({ en: 'Summer drop' }, { en: '<p>The summer drop has ended.</p>' }, { en: ['OK'] }),
      JSON.stringify([{ action: 'close', url: null }]),
    ],
  );
}
