import type { LocaleCode } from '../i18n/locales.ts';

/** Translated texts of the content configuration, one record per locale. */
export interface Labels {
  nav: Record<'home' | 'casino' | 'live' | 'betting' | 'promotions' | 'tournaments' | 'loyalty' | 'support', string>;
  footer: Record<'about' | 'help' | 'legal' | 'terms' | 'privacy' | 'responsible' | 'faq' | 'contacts' | 'blog' | 'affiliates', string>;
  banner: { label: string; value: string; addition: string };
  authTypes: Record<'email' | 'phone' | 'fast' | 'social', string>;
  confirmEmail: { title: string; text: string };
  categories: Record<'popular' | 'slots' | 'live' | 'fast' | 'new', string>;
  popularQueries: string[];
  seo: { title: string; description: string };
  validation: Record<string, string>;
}

export const LABELS: Record<LocaleCode, Labels> = {
  en: {
    nav: { home: 'Home', casino: 'Casino', live: 'Live casino', betting: 'Sports', promotions: 'Promotions', tournaments: 'Tournaments', loyalty: 'Loyalty', support: 'Support' },
    footer: { about: 'About', help: 'Help', legal: 'Legal', terms: 'Terms and conditions', privacy: 'Privacy policy', responsible: 'Responsible gaming', faq: 'FAQ', contacts: 'Contacts', blog: 'Blog', affiliates: 'Affiliates' },
    banner: { label: 'Welcome bonus', value: '100% up to €500', addition: '<p>+ 200 free spins on your first deposit</p>' },
    authTypes: { email: 'E-mail', phone: 'Phone', fast: 'One click', social: 'Social networks' },
    confirmEmail: { title: 'Confirm your e-mail', text: '<p>We sent a link to your e-mail. Confirm it to get your bonuses.</p>' },
    categories: { popular: 'Popular', slots: 'Slots', live: 'Live casino', fast: 'Fast games', new: 'New' },
    popularQueries: ['Book of Dead', 'Roulette', 'Crash'],
    seo: { title: 'Online casino and sports betting', description: 'Slots, live casino and sports betting with fast payouts.' },
    validation: { requiredField: 'Field is required', wrongEmailAddress: 'Wrong email address', minLength: 'Min length is $$min$$', maxLength: 'Max length is $$max$$', wrongPhoneFormat: 'Wrong phone number', wrongFakename: 'Wrong fake name', wrongPassword: 'Wrong password', wrongName: 'Wrong symbols in name', wrongAddress: 'Wrong address', wrongIban: 'Wrong iban', sameAs: 'Same as field', regex: 'Field regex', cardNumber: 'Field Card number', minValue: 'Min value is $$min$$', maxValue: 'Max value is $$max$$', wrongDate: 'Wrong date' },
  },
  ru: {
    nav: { home: 'Главная', casino: 'Казино', live: 'Live-казино', betting: 'Спорт', promotions: 'Акции', tournaments: 'Турниры', loyalty: 'Лояльность', support: 'Поддержка' },
    footer: { about: 'О нас', help: 'Помощь', legal: 'Документы', terms: 'Правила и условия', privacy: 'Политика конфиденциальности', responsible: 'Ответственная игра', faq: 'Вопросы и ответы', contacts: 'Контакты', blog: 'Блог', affiliates: 'Партнёрам' },
    banner: { label: 'Приветственный бонус', value: '100% до 500 €', addition: '<p>+ 200 фриспинов за первый депозит</p>' },
    authTypes: { email: 'E-mail', phone: 'Телефон', fast: 'В один клик', social: 'Соцсети' },
    confirmEmail: { title: 'Подтвердите e-mail', text: '<p>Мы отправили ссылку на ваш e-mail. Подтвердите его, чтобы получить бонусы.</p>' },
    categories: { popular: 'Популярные', slots: 'Слоты', live: 'Live-казино', fast: 'Быстрые игры', new: 'Новинки' },
    popularQueries: ['Book of Dead', 'Рулетка', 'Crash'],
    seo: { title: 'Онлайн-казино и ставки на спорт', description: 'Слоты, live-казино и ставки на спорт с быстрыми выплатами.' },
    validation: { requiredField: 'Обязательное поле', wrongEmailAddress: 'Неверный e-mail', minLength: 'Минимальная длина $$min$$', maxLength: 'Максимальная длина $$max$$', wrongPhoneFormat: 'Неверный номер телефона', wrongFakename: 'Неверный никнейм', wrongPassword: 'Неверный пароль', wrongName: 'Недопустимые символы в имени', wrongAddress: 'Неверный адрес', wrongIban: 'Неверный IBAN', sameAs: 'Поля не совпадают', regex: 'Неверный формат', cardNumber: 'Неверный номер карты', minValue: 'Минимальное значение $$min$$', maxValue: 'Максимальное значение $$max$$', wrongDate: 'Неверная дата' },
  },
  pt: {
    nav: { home: 'Início', casino: 'Cassino', live: 'Cassino ao vivo', betting: 'Esportes', promotions: 'Promoções', tournaments: 'Torneios', loyalty: 'Fidelidade', support: 'Suporte' },
    footer: { about: 'Sobre', help: 'Ajuda', legal: 'Jurídico', terms: 'Termos e condições', privacy: 'Política de privacidade', responsible: 'Jogo responsável', faq: 'Perguntas frequentes', contacts: 'Contatos', blog: 'Blog', affiliates: 'Afiliados' },
    banner: { label: 'Bônus de boas-vindas', value: '100% até R$ 2.500', addition: '<p>+ 200 rodadas grátis no primeiro depósito</p>' },
    authTypes: { email: 'E-mail', phone: 'Telefone', fast: 'Um clique', social: 'Redes sociais' },
    confirmEmail: { title: 'Confirme seu e-mail', text: '<p>Enviamos um link para o seu e-mail. Confirme para receber seus bônus.</p>' },
    categories: { popular: 'Populares', slots: 'Slots', live: 'Cassino ao vivo', fast: 'Jogos rápidos', new: 'Novidades' },
    popularQueries: ['Book of Dead', 'Roleta', 'Crash'],
    seo: { title: 'Cassino online e apostas esportivas', description: 'Slots, cassino ao vivo e apostas esportivas com pagamentos rápidos.' },
    validation: { requiredField: 'Campo obrigatório', wrongEmailAddress: 'E-mail inválido', minLength: 'Tamanho mínimo $$min$$', maxLength: 'Tamanho máximo $$max$$', wrongPhoneFormat: 'Telefone inválido', wrongFakename: 'Apelido inválido', wrongPassword: 'Senha inválida', wrongName: 'Caracteres inválidos no nome', wrongAddress: 'Endereço inválido', wrongIban: 'IBAN inválido', sameAs: 'Os campos não coincidem', regex: 'Formato inválido', cardNumber: 'Número de cartão inválido', minValue: 'Valor mínimo $$min$$', maxValue: 'Valor máximo $$max$$', wrongDate: 'Data inválida' },
  },
  ar: {
    nav: { home: 'الرئيسية', casino: 'الكازينو', live: 'الكازينو المباشر', betting: 'الرياضة', promotions: 'العروض', tournaments: 'البطولات', loyalty: 'الولاء', support: 'الدعم' },
    footer: { about: 'من نحن', help: 'المساعدة', legal: 'قانوني', terms: 'الشروط والأحكام', privacy: 'سياسة الخصوصية', responsible: 'اللعب المسؤول', faq: 'الأسئلة الشائعة', contacts: 'اتصل بنا', blog: 'المدونة', affiliates: 'الشركاء' },
    banner: { label: 'مكافأة الترحيب', value: '100% حتى 500 €', addition: '<p>+ 200 دورة مجانية على الإيداع الأول</p>' },
    authTypes: { email: 'البريد الإلكتروني', phone: 'الهاتف', fast: 'بنقرة واحدة', social: 'الشبكات الاجتماعية' },
    confirmEmail: { title: 'أكّد بريدك الإلكتروني', text: '<p>أرسلنا رابطًا إلى بريدك الإلكتروني. أكّده لتحصل على مكافآتك.</p>' },
    categories: { popular: 'الأكثر شعبية', slots: 'السلوتس', live: 'الكازينو المباشر', fast: 'ألعاب سريعة', new: 'جديد' },
    popularQueries: ['Book of Dead', 'روليت', 'Crash'],
    seo: { title: 'كازينو على الإنترنت ومراهنات رياضية', description: 'سلوتس وكازينو مباشر ومراهنات رياضية مع سحب سريع.' },
    validation: { requiredField: 'هذا الحقل مطلوب', wrongEmailAddress: 'بريد إلكتروني غير صحيح', minLength: 'الحد الأدنى للطول $$min$$', maxLength: 'الحد الأقصى للطول $$max$$', wrongPhoneFormat: 'رقم هاتف غير صحيح', wrongFakename: 'اسم مستعار غير صحيح', wrongPassword: 'كلمة مرور غير صحيحة', wrongName: 'رموز غير مسموحة في الاسم', wrongAddress: 'عنوان غير صحيح', wrongIban: 'رقم IBAN غير صحيح', sameAs: 'الحقلان غير متطابقين', regex: 'تنسيق غير صحيح', cardNumber: 'رقم بطاقة غير صحيح', minValue: 'القيمة الدنيا $$min$$', maxValue: 'القيمة القصوى $$max$$', wrongDate: 'تاريخ غير صحيح' },
  },
};
