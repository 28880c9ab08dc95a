import type { LocaleCode } from './locales.ts';

/** Server overrides of interface texts per locale (merged over the app's own catalogs). */
export const MESSAGES: Record<LocaleCode, Record<string, string>> = {
  en: {
    'popups.auth.wrongEnterText': 'Wrong login or password',
    'popups.registration.wrongRegServerError': 'Registration through the messaging app failed. Please try again.',
    'popups.registration.wrongDataText': 'The data you entered is wrong. <b>Please check the fields</b> and try again.',
    'common.promoCodeErrors.INVALID': 'This promo code does not exist',
    'common.promoCodeErrors.EXPIRED': 'This promo code has expired',
    'common.promoCodeErrors.LIMIT': 'This promo code has been used up',
    'profile.smsCodeError': 'Wrong confirmation code',
    'auth.twoFaErrorTimeExpired': 'The code has expired, ask for a new one',
  },
  ru: {
    'popups.auth.wrongEnterText': 'Неверный логин или пароль',
    'popups.registration.wrongRegServerError': 'Не удалось зарегистрироваться через мессенджер. Попробуйте ещё раз.',
    'popups.registration.wrongDataText': 'Введены неверные данные. <b>Проверьте поля</b> и попробуйте ещё раз.',
    'common.promoCodeErrors.INVALID': 'Такого промокода не существует',
    'common.promoCodeErrors.EXPIRED': 'Срок действия промокода истёк',
    'common.promoCodeErrors.LIMIT': 'Промокод больше недоступен',
    'profile.smsCodeError': 'Неверный код подтверждения',
    'auth.twoFaErrorTimeExpired': 'Срок действия кода истёк, запросите новый',
  },
  pt: {
    'popups.auth.wrongEnterText': 'Login ou senha incorretos',
    'popups.registration.wrongRegServerError': 'O cadastro pelo aplicativo de mensagens falhou. Tente novamente.',
    'popups.registration.wrongDataText': 'Os dados informados estão incorretos. <b>Verifique os campos</b> e tente novamente.',
    'common.promoCodeErrors.INVALID': 'Este código promocional não existe',
    'common.promoCodeErrors.EXPIRED': 'Este código promocional expirou',
    'common.promoCodeErrors.LIMIT': 'Este código promocional esgotou',
    'profile.smsCodeError': 'Código de confirmação incorreto',
    'auth.twoFaErrorTimeExpired': 'O código expirou, peça um novo',
  },
  ar: {
    'popups.auth.wrongEnterText': 'اسم المستخدم أو كلمة المرور غير صحيحة',
    'popups.registration.wrongRegServerError': 'فشل التسجيل عبر تطبيق المراسلة. حاول مرة أخرى.',
    'popups.registration.wrongDataText': 'البيانات المدخلة غير صحيحة. <b>تحقق من الحقول</b> وحاول مرة أخرى.',
    'common.promoCodeErrors.INVALID': 'رمز العرض هذا غير موجود',
    'common.promoCodeErrors.EXPIRED': 'انتهت صلاحية رمز العرض',
    'common.promoCodeErrors.LIMIT': 'تم استنفاد رمز العرض',
    'profile.smsCodeError': 'رمز التأكيد غير صحيح',
    'auth.twoFaErrorTimeExpired': 'انتهت صلاحية الرمز، اطلب رمزًا جديدًا',
  },
};
