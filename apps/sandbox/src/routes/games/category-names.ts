import type { Translations } from '../i18n/locales.ts';

/** The seeded categories' names in the other locales, by sysname; Megaways is a brand and keeps its name. */
export const CATEGORY_NAMES: Readonly<Record<string, Translations<string>>> = {
  slots: { ru: 'Слоты', pt: 'Slots', ar: 'ألعاب السلوت' },
  megaways: { ru: 'Megaways', pt: 'Megaways', ar: 'Megaways' },
  fruits: { ru: 'Фруктовые слоты', pt: 'Slots de frutas', ar: 'سلوت الفواكه' },
  'bonus-buy': { ru: 'Покупка бонуса', pt: 'Compra de bônus', ar: 'شراء المكافأة' },
  jackpot: { ru: 'Игры с джекпотом', pt: 'Jogos com jackpot', ar: 'ألعاب الجاكبوت' },
  classic: { ru: 'Классика', pt: 'Clássicos', ar: 'الكلاسيكيات' },
  'live-casino': { ru: 'Live-казино', pt: 'Cassino ao vivo', ar: 'الكازينو المباشر' },
  roulette: { ru: 'Рулетка', pt: 'Roleta', ar: 'الروليت' },
  blackjack: { ru: 'Блэкджек', pt: 'Blackjack', ar: 'بلاك جاك' },
  baccarat: { ru: 'Баккара', pt: 'Bacará', ar: 'باكارا' },
  'game-shows': { ru: 'Игровые шоу', pt: 'Game shows', ar: 'عروض الألعاب' },
  'table-games': { ru: 'Настольные игры', pt: 'Jogos de mesa', ar: 'ألعاب الطاولة' },
  'fast-games': { ru: 'Быстрые игры', pt: 'Jogos rápidos', ar: 'الألعاب السريعة' },
  crash: { ru: 'Краш-игры', pt: 'Crash', ar: 'ألعاب الكراش' },
};
