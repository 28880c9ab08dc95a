import { call } from '@casino/sdk';
import { expect, it } from 'vitest';
import type { ContractEnv } from './env.ts';

/**
 * The content a player reads answers in the locale the call carries (`locale`, which the SDK adds to every call):
 * banners, tournaments, loyalty, game categories and the payment form's labels. English stays the default, and a
 * locale the site does not have reads in English.
 */
export function contentLocaleCases(env: ContractEnv) {
  it('banners in the caller\'s locale, link and images the same in every one', async () => {
    const guest = env.guest();
    const banners = async (locale: string) =>
      (await call(guest.GET('/api/banners.get', { params: { query: { locale, position: 'main_slider', count: 1, fields: ['description'] } } }))).items[0]!.description;
    const en = await banners('en');
    expect(await banners('ar')).toEqual({ ...en, title: 'مكافأة ترحيبية 100%', text: 'حتى 200 يورو و50 دورة مجانية على إيداعك الأول.', button_text: 'احصل على المكافأة' });
    expect(await banners('ru')).toMatchObject({ title: 'Приветственный бонус 100%', button_text: 'Получить бонус', link: '/cashier/deposit' });
    expect(await banners('pt')).toMatchObject({ title: 'Bônus de boas-vindas de 100%' });
    expect(await banners('xx')).toEqual(en);
  });

  it('tournaments in the caller\'s locale: name, title with the prize pool, text and rules', async () => {
    const guest = env.guest();
    const first = async (locale: string) =>
      (await call(guest.GET('/api/tournaments.get', { params: { query: { locale, status: ['active'], count: 1, fields: ['description'] } } }))).items[0]!;
    const en = await first('en');
    expect(en.description).toMatchObject({ name: 'Spring slot race', title: 'Spring slot race: €10,000 prize pool' });
    const ru = await first('ru');
    expect(ru.description).toEqual({
      name: 'Весенняя гонка слотов',
      title: 'Весенняя гонка слотов: призовой фонд 10\u00a0000 €',
      text: 'Играйте в игры турнира «Весенняя гонка слотов» и поднимайтесь в таблице лидеров.',
      rules: 'Каждый поставленный 1 € приносит 1 очко. Минимальная ставка — 0,20 €.',
      img_288_192: en.description!.img_288_192,
    });
    expect(ru.total_prize).toEqual(en.total_prize);
    expect((await first('ar')).description).toMatchObject({ name: 'سباق الربيع لألعاب السلوت', title: 'سباق الربيع لألعاب السلوت: جوائز بقيمة 10,000 يورو' });
    expect((await first('pt')).description).toMatchObject({ title: 'Corrida de slots da primavera: € 10.000 em prêmios' });
  });

  it('loyalty in the caller\'s locale: levels and perks, character, shop, programmes and quests', async () => {
    const demo = await env.as('demo@example.com');
    const info = await call(demo.GET('/api/loyalty.getinfo', { params: { query: { locale: 'ar' } } }));
    expect(info.levels.map((l) => l.name)).toEqual(['برونز', 'فضة', 'ذهب', 'بلاتين', 'ماس', 'أسطورة']);
    expect(info.levels[2]!.perks).toEqual(['مكافأة إيداع أسبوعية', 'استرداد نقدي 7%', 'سحب أسرع للأرباح']);
    const ruInfo = await call(demo.GET('/api/loyalty.getinfo', { params: { query: { locale: 'ru' } } }));
    expect(ruInfo.levels[1]).toMatchObject({ name: 'Серебро', perks: ['Еженедельный бонус к депозиту', 'Кешбэк 5%'] });

    const characters = await call(demo.GET('/api/loyalty.getcharacters', { params: { query: { locale: 'pt' } } }));
    expect(characters.items[0]).toMatchObject({ sysname: 'knight', name: 'Cavaleiro', description: 'Firme e corajoso: pontos extras nos jogos de mesa.' });

    const products = await call(demo.GET('/api/loyalty.getproducts', { params: { query: { locale: 'ru' } } }));
    expect(products.items.find((p) => p.sysname === 'bonus-5')).toMatchObject({ name: 'Бонус 5 €', description: 'Бонус казино на 5 € (вейджер x10).', price: 300 });
    const enProducts = await call(demo.GET('/api/loyalty.getproducts'));
    expect(enProducts.items.find((p) => p.sysname === 'bonus-5')).toMatchObject({ name: '€5 bonus' });

    const [programme] = await call(env.guest().GET('/api/loyalty.getPrograms', { params: { query: { locale: 'ar' } } }));
    expect(programme).toMatchObject({ sysname: 'welcome-path', name: 'طريق الترحيب', quests: [{ sysname: 'fill-profile', name: 'أكمل ملفك الشخصي' }, {}, {}, {}] });
    const one = await call(env.guest().GET('/api/loyalty.getProgram', { params: { query: { sysname: 'slot-explorer', locale: 'pt' } } }));
    expect(one).toMatchObject({ name: 'Explorador de slots', quests: [{ name: 'Experimente três provedores' }, { name: 'Fã de Megaways' }, { name: 'Grande vitória' }] });
  });

  it('game categories named in the caller\'s locale, sysnames the same', async () => {
    const guest = env.guest();
    const en = await call(guest.GET('/api/games.getCategories'));
    const ar = await call(guest.GET('/api/games.getCategories', { params: { query: { locale: 'ar' } } }));
    expect(ar.map((c) => c.sysname)).toEqual(en.map((c) => c.sysname));
    expect(ar.find((c) => c.sysname === 'live-casino')).toMatchObject({ name: 'الكازينو المباشر' });
    expect(ar.find((c) => c.sysname === 'megaways')).toMatchObject({ name: 'Megaways' });
    const ru = await call(guest.GET('/api/games.getCategories', { params: { query: { locale: 'ru' } } }));
    expect(ru.find((c) => c.sysname === 'slots')).toMatchObject({ name: 'Слоты' });
  });

  it('the payment form\'s labels and the methods\' names in the caller\'s locale, brands as they are', async () => {
    const demo = await env.as('demo@example.com');
    const deposit = await call(demo.GET('/api/cashier.getdepositsettings', { params: { query: { locale: 'pt' } } }));
    const card = deposit.methods.find((m) => m.sysname === 'visa_mc')!;
    expect(card.name).toBe('Visa / Mastercard');
    expect(card.fields.map((f) => [f.name, f.label])).toEqual([['card_number', 'Número do cartão'], ['card_holder', 'Titular do cartão']]);
    expect(card.fields[0]!.options?.at(-1)).toEqual({ value: 'new', label: 'Novo cartão' });
    expect(deposit.methods.find((m) => m.sysname === 'bank_transfer')).toMatchObject({ name: 'Transferência bancária (SEPA)' });

    const withdraw = await call(demo.GET('/api/cashier.getwithdrawsettings', { params: { query: { locale: 'ar' } } }));
    expect(withdraw.methods.find((m) => m.sysname === 'visa_mc')!.fields.map((f) => f.label)).toEqual(['رقم البطاقة', 'حامل البطاقة']);
    expect(withdraw.methods.find((m) => m.sysname === 'mobile_wallet')).toMatchObject({ name: 'محفظة الجوال', fields: [{ name: 'phone', label: 'رقم الهاتف' }] });

    const history = await call(demo.GET('/api/cashier.gethistory', { params: { query: { locale: 'ru', count: 50 } } }));
    expect(history.items.find((p) => p.method === 'paywave')).toMatchObject({ method_name: 'Кошелёк PayWave' });

    const english = await call(demo.GET('/api/cashier.getdepositsettings'));
    expect(english.methods.find((m) => m.sysname === 'visa_mc')!.fields.map((f) => f.label)).toEqual(['Card number', 'Card holder']);
  });
}
