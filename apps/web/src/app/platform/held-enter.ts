/**
 * A held Enter is one press. Keyboard auto-repeat sends more key-downs (marked `repeat`) while the key stays down;
 * in a form field each of them is an implicit submission, and on a native button each is a click. A form that has
 * just done its action and reset (a saved limit whose field now reads "new amount") would then submit again, and a
 * one-shot action could run twice. Repeated Enters are dropped before anything sees them, except where a held
 * Enter means more text (a text area, an editable region).
 */
export function installHeldEnterGuard(target: Pick<Document, 'addEventListener'> = document): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || !event.repeat) return;
    const element = event.target as (Partial<HTMLElement> & { tagName?: string }) | null;
    if (element?.tagName === 'TEXTAREA' || element?.isContentEditable) return;
    event.preventDefault();
    event.stopPropagation();
  };
  // capture: before react-aria's and React's own listeners, so no press or submit starts
  target.addEventListener('keydown', onKeyDown as EventListener, { capture: true });
  return () => (target as Document).removeEventListener('keydown', onKeyDown as EventListener, { capture: true });
}
