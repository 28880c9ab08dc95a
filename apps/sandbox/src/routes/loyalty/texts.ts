import type { Translations } from '../i18n/locales.ts';

/** A name and what it gives or asks (a character, a shop product, a programme, a quest). */
export interface NamedText {
  readonly name: string;
  readonly description: string;
}

/** The levels' names in the other locales, by sysname. */
export const LEVEL_NAMES: Readonly<Record<string, Translations<string>>> = {
  bronze: { ru: 'Бронза', pt: 'Bronze', ar: 'برونز' },
  silver: { ru: 'Серебро', pt: 'Prata', ar: 'فضة' },
  gold: { ru: 'Золото', pt: 'Ouro', ar: 'ذهب' },
  platinum: { ru: 'Платина', pt: 'Platina', ar: 'بلاتين' },
  diamond: { ru: 'Бриллиант', pt: 'Diamante', ar: 'ماس' },
  legend: { ru: 'Легенда', pt: 'Lenda', ar: 'أسطورة' },
};

/** The levels' perks in the other locales, by their English text (a level stores its perks as a list of texts). */
export const PERKS: Readonly<Record<string, Translations<string>>> = {
  'Weekly reload': { ru: 'Еженедельный бонус к депозиту', pt: 'Recarga semanal', ar: 'مكافأة إيداع أسبوعية' },
  '5% cashback': { ru: 'Кешбэк 5%', pt: '5% de cashback', ar: 'استرداد نقدي 5%' },
  '7% cashback': { ru: 'Кешбэк 7%', pt: '7% de cashback', ar: 'استرداد نقدي 7%' },
  '10% cashback': { ru: 'Кешбэк 10%', pt: '10% de cashback', ar: 'استرداد نقدي 10%' },
  '12% cashback': { ru: 'Кешбэк 12%', pt: '12% de cashback', ar: 'استرداد نقدي 12%' },
  '15% cashback': { ru: 'Кешбэк 15%', pt: '15% de cashback', ar: 'استرداد نقدي 15%' },
  'Faster withdrawals': { ru: 'Ускоренный вывод средств', pt: 'Saques mais rápidos', ar: 'سحب أسرع للأرباح' },
  'Personal manager': { ru: 'Персональный менеджер', pt: 'Gerente pessoal', ar: 'مدير حساب شخصي' },
  'Birthday gift': { ru: 'Подарок на день рождения', pt: 'Presente de aniversário', ar: 'هدية عيد الميلاد' },
  'VIP events': { ru: 'VIP-мероприятия', pt: 'Eventos VIP', ar: 'فعاليات VIP' },
};

/** The characters a player picks, by sysname. */
export const CHARACTERS: Readonly<Record<string, Translations<NamedText>>> = {
  knight: {
    ru: { name: 'Рыцарь', description: 'Стойкий и храбрый: дополнительные очки за настольные игры.' },
    pt: { name: 'Cavaleiro', description: 'Firme e corajoso: pontos extras nos jogos de mesa.' },
    ar: { name: 'الفارس', description: 'ثابت وشجاع: نقاط إضافية على ألعاب الطاولة.' },
  },
  wizard: {
    ru: { name: 'Волшебник', description: 'Повелитель вращений: дополнительные очки за слоты.' },
    pt: { name: 'Mago', description: 'Mestre dos giros: pontos extras nos slots.' },
    ar: { name: 'الساحر', description: 'سيّد الدورات: نقاط إضافية على ألعاب السلوت.' },
  },
  pirate: {
    ru: { name: 'Пират', description: 'Охотник за сокровищами: дополнительные очки за джекпоты.' },
    pt: { name: 'Pirata', description: 'Caçador de tesouros: pontos extras nos jackpots.' },
    ar: { name: 'القرصان', description: 'صائد الكنوز: نقاط إضافية على ألعاب الجاكبوت.' },
  },
  ninja: {
    ru: { name: 'Ниндзя', description: 'Быстрый и точный: дополнительные очки за быстрые игры.' },
    pt: { name: 'Ninja', description: 'Rápido e certeiro: pontos extras nos jogos rápidos.' },
    ar: { name: 'النينجا', description: 'سريع وحادّ: نقاط إضافية على الألعاب السريعة.' },
  },
  queen: {
    ru: { name: 'Королева', description: 'Правит живыми столами: дополнительные очки за live-казино.' },
    pt: { name: 'Rainha', description: 'Reina nas mesas ao vivo: pontos extras no cassino ao vivo.' },
    ar: { name: 'الملكة', description: 'تحكم طاولات البث المباشر: نقاط إضافية على الكازينو المباشر.' },
  },
  robot: {
    ru: { name: 'Робот', description: 'Всё просчитано: дополнительные очки за ставки на спорт.' },
    pt: { name: 'Robô', description: 'Jogo calculado: pontos extras nas apostas esportivas.' },
    ar: { name: 'الروبوت', description: 'لعب محسوب: نقاط إضافية على المراهنات الرياضية.' },
  },
};

const bonus = (euros: number): Translations<NamedText> => ({
  ru: { name: `Бонус ${euros} €`, description: `Бонус казино на ${euros} € (вейджер x10).` },
  pt: { name: `Bônus de € ${euros}`, description: `Um bônus de cassino de € ${euros} (rollover de 10x).` },
  ar: { name: `مكافأة ${euros} يورو`, description: `مكافأة كازينو بقيمة ${euros} يورو (بشرط رهان 10 أضعاف).` },
});

/** The shop's products, by sysname. */
export const PRODUCTS: Readonly<Record<string, Translations<NamedText>>> = {
  'bonus-5': bonus(5),
  'bonus-10': bonus(10),
  'bonus-25': bonus(25),
  'bonus-100': bonus(100),
  'spins-20': {
    ru: { name: '20 фриспинов', description: 'Двадцать вращений в популярном слоте.' },
    pt: { name: '20 rodadas grátis', description: 'Vinte rodadas em um slot popular.' },
    ar: { name: '20 دورة مجانية', description: 'عشرون دورة على لعبة سلوت شهيرة.' },
  },
  cap: {
    ru: { name: 'Фирменная кепка', description: 'Кепка с логотипом казино, доставим по вашему адресу.' },
    pt: { name: 'Boné exclusivo', description: 'Um boné com o logo do cassino, entregue no seu endereço.' },
    ar: { name: 'قبعة الكازينو', description: 'قبعة تحمل شعار الكازينو، تصلك إلى عنوانك.' },
  },
  hoodie: {
    ru: { name: 'Фирменное худи', description: 'Нет в наличии до следующего месяца.' },
    pt: { name: 'Moletom exclusivo', description: 'Esgotado até o mês que vem.' },
    ar: { name: 'هودي الكازينو', description: 'غير متوفر حتى الشهر القادم.' },
  },
};

/** The quest programmes, by sysname. */
export const PROGRAMS: Readonly<Record<string, Translations<NamedText>>> = {
  'welcome-path': {
    ru: { name: 'Путь новичка', description: 'Первые шаги, за которые начисляются монеты.' },
    pt: { name: 'Primeiros passos', description: 'Primeiras missões que rendem moedas.' },
    ar: { name: 'طريق الترحيب', description: 'خطواتك الأولى التي تكسبك العملات.' },
  },
  'slot-explorer': {
    ru: { name: 'Исследователь слотов', description: 'Открывайте новых провайдеров и собирайте монеты.' },
    pt: { name: 'Explorador de slots', description: 'Descubra provedores e junte moedas.' },
    ar: { name: 'مستكشف السلوت', description: 'اكتشف المزوّدين واجمع العملات.' },
  },
};

/** The programmes' quests, by sysname. */
export const QUESTS: Readonly<Record<string, Translations<NamedText>>> = {
  'fill-profile': {
    ru: { name: 'Заполните профиль', description: 'Заполните все поля профиля.' },
    pt: { name: 'Complete seu perfil', description: 'Preencha todos os campos do perfil.' },
    ar: { name: 'أكمل ملفك الشخصي', description: 'املأ جميع حقول الملف الشخصي.' },
  },
  'confirm-email': {
    ru: { name: 'Подтвердите e-mail', description: 'Подтвердите адрес электронной почты вашего аккаунта.' },
    pt: { name: 'Confirme seu e-mail', description: 'Confirme o endereço de e-mail da sua conta.' },
    ar: { name: 'أكّد بريدك الإلكتروني', description: 'أكّد عنوان البريد الإلكتروني لحسابك.' },
  },
  'first-deposit': {
    ru: { name: 'Сделайте первый депозит', description: 'Пополните счёт на любую сумму.' },
    pt: { name: 'Faça o primeiro depósito', description: 'Deposite qualquer valor.' },
    ar: { name: 'قم بأول إيداع', description: 'أودِع أي مبلغ.' },
  },
  'play-10': {
    ru: { name: 'Сыграйте 10 раундов', description: 'Сыграйте десять раундов в любой игре.' },
    pt: { name: 'Jogue 10 rodadas', description: 'Jogue dez rodadas de qualquer jogo.' },
    ar: { name: 'العب 10 جولات', description: 'العب عشر جولات في أي لعبة.' },
  },
  'three-providers': {
    ru: { name: 'Три провайдера', description: 'Сыграйте в игры трёх разных провайдеров.' },
    pt: { name: 'Experimente três provedores', description: 'Jogue jogos de três provedores diferentes.' },
    ar: { name: 'جرّب ثلاثة مزوّدين', description: 'العب ألعابًا من ثلاثة مزوّدين مختلفين.' },
  },
  'megaways-50': {
    ru: { name: 'Фанат Megaways', description: 'Сыграйте 50 раундов в играх Megaways.' },
    pt: { name: 'Fã de Megaways', description: 'Jogue 50 rodadas em jogos Megaways.' },
    ar: { name: 'عاشق Megaways', description: 'العب 50 جولة في ألعاب Megaways.' },
  },
  'big-win': {
    ru: { name: 'Крупный выигрыш', description: 'Выиграйте в одном раунде в 50 раз больше ставки.' },
    pt: { name: 'Grande vitória', description: 'Ganhe 50 vezes a sua aposta em uma única rodada.' },
    ar: { name: 'فوز كبير', description: 'اربح 50 ضعف رهانك في جولة واحدة.' },
  },
};
