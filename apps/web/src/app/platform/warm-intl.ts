/**
 * Makes the page's first use of `Intl`, which loads the browser's locale data: about 30 ms on a phone, the largest
 * single step of start-up. Left alone it happens as react-aria's first module evaluates (it asks which locales the
 * browser supports), inside the evaluation of the whole start-up chunk, one long task. Called in a task of its own,
 * it leaves that evaluation short. The same question react-aria asks; a browser that refuses it is left as it is.
 */
export function warmIntl(language: string | undefined = globalThis.navigator?.language): void {
  try {
    Intl.DateTimeFormat.supportedLocalesOf(language ? [language] : []);
  } catch {
    /* an invalid tag: react-aria falls back to en-US */
  }
}
