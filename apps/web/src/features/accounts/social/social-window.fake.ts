import type { MessageTarget, PopupHandle, SocialWindow } from './social-window.ts';

/** A SocialWindow for tests: records opens, navigations and closes; `popupBlocked` makes open() return null. */
export class FakeSocialWindow implements SocialWindow {
  readonly origin = 'https://casino.test';
  current = '/';
  popupBlocked = false;
  opener: MessageTarget | null = null;
  closed = false;
  readonly opened: { url: string; name: string; features: string; handle: PopupHandle & { closed: boolean; focused: number } }[] = [];
  readonly assigned: string[] = [];

  address = () => this.current;
  screenBox = () => ({ width: 1280, height: 800, left: 100, top: 50 });
  open(url: string, name: string, features: string) {
    if (this.popupBlocked) return null;
    const handle = { closed: false, focused: 0, focus() { this.focused += 1; } };
    this.opened.push({ url, name, features, handle });
    return handle;
  }
  assign = (url: string) => void this.assigned.push(url);
  sameOriginOpener = () => this.opener;
  replaceAddress = (address: string) => void (this.current = address);
  close = () => void (this.closed = true);
}
