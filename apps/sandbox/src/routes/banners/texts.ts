import type { Translations } from '../i18n/locales.ts';

/** What a banner says; `button_text` is null where the banner has no button. */
export interface BannerText {
  readonly title: string;
  readonly text: string;
  readonly button_text: string | null;
}

/**
 * The seeded banners' texts in the other locales, by sysname (the English is in the seed). Amounts keep their value
 * and currency, written as each language writes them; brand and game names stay as they are.
 */
export const BANNER_TEXTS: Readonly<Record<string, Translations<BannerText>>> = {
  welcome: {
    ru: { title: 'Приветственный бонус 100%', text: 'До 200 € и 50 фриспинов за первый депозит.', button_text: 'Получить бонус' },
    pt: { title: 'Bônus de boas-vindas de 100%', text: 'Até € 200 e 50 rodadas grátis no seu primeiro depósito.', button_text: 'Quero o bônus' },
    ar: { title: 'مكافأة ترحيبية 100%', text: 'حتى 200 يورو و50 دورة مجانية على إيداعك الأول.', button_text: 'احصل على المكافأة' },
  },
  'spring-race': {
    ru: { title: 'Весенняя гонка слотов', text: 'Призовой фонд 10 000 €. Присоединяйтесь!', button_text: 'Участвовать' },
    pt: { title: 'Corrida de slots da primavera', text: '€ 10.000 em prêmios. Participe agora.', button_text: 'Participar' },
    ar: { title: 'سباق الربيع لألعاب السلوت', text: 'جوائز بقيمة 10,000 يورو. انضم الآن.', button_text: 'انضم' },
  },
  'grand-fortune': {
    ru: { title: 'Джекпот Grand Fortune', text: 'Больше 1 000 000 € ждут своего победителя.', button_text: 'Играть' },
    pt: { title: 'Jackpot Grand Fortune', text: 'Mais de € 1.000.000 esperando um vencedor.', button_text: 'Jogar' },
    ar: { title: 'جاكبوت Grand Fortune', text: 'أكثر من 1,000,000 يورو بانتظار الفائز.', button_text: 'العب' },
  },
  loyalty: {
    ru: { title: 'Магазин лояльности', text: 'Обменивайте монеты на бонусы и фриспины.', button_text: 'В магазин' },
    pt: { title: 'Loja de fidelidade', text: 'Troque suas moedas por bônus e rodadas grátis.', button_text: 'Abrir a loja' },
    ar: { title: 'متجر الولاء', text: 'استبدل عملاتك بمكافآت ودورات مجانية.', button_text: 'افتح المتجر' },
  },
  'new-games': {
    ru: { title: 'Новинки недели', text: 'Свежие релизы от 30+ провайдеров.', button_text: 'Смотреть' },
    pt: { title: 'Novidades da semana', text: 'Lançamentos de mais de 30 provedores.', button_text: 'Explorar' },
    ar: { title: 'جديد هذا الأسبوع', text: 'إصدارات جديدة من أكثر من 30 مزوّدًا.', button_text: 'تصفّح' },
  },
  live: {
    ru: { title: 'Live-казино', text: 'Настоящие дилеры круглосуточно.', button_text: 'Играть с дилером' },
    pt: { title: 'Cassino ao vivo', text: 'Crupiês de verdade, 24 horas por dia.', button_text: 'Jogar ao vivo' },
    ar: { title: 'الكازينو المباشر', text: 'موزّعون حقيقيون على مدار الساعة.', button_text: 'العب مباشرة' },
  },
  support: {
    ru: { title: 'Мы на связи 24/7', text: 'Пишите в поддержку в любое время.', button_text: 'Открыть чат' },
    pt: { title: 'Estamos aqui 24 horas', text: 'Fale com o suporte quando quiser.', button_text: 'Abrir o chat' },
    ar: { title: 'نحن هنا على مدار الساعة', text: 'تواصل مع فريق الدعم في أي وقت.', button_text: 'افتح المحادثة' },
  },
  crypto: {
    ru: { title: 'Пополнение криптовалютой', text: 'Депозиты в USDT зачисляются за несколько минут.', button_text: null },
    pt: { title: 'Deposite com cripto', text: 'Depósitos em USDT creditados em minutos.', button_text: null },
    ar: { title: 'أودِع بالعملات الرقمية', text: 'تصل إيداعات USDT إلى رصيدك خلال دقائق.', button_text: null },
  },
  'black-friday': {
    ru: { title: 'Чёрная пятница', text: 'Эта акция завершилась.', button_text: 'Все предложения' },
    pt: { title: 'Black Friday', text: 'Esta promoção já terminou.', button_text: 'Ver ofertas' },
    ar: { title: 'الجمعة السوداء', text: 'انتهى هذا العرض.', button_text: 'شاهد العروض' },
  },
};
