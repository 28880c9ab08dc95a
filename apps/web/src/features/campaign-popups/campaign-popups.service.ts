import { fitsCampaignAudience, isEmbeddedFormPath, shouldOpenCampaignPopup } from '@casino/domain/policies';
import { checkNavigation, popupPreviewSysname, type QueryLike } from '@casino/domain/routing';
import { CampaignPopupsPort, LocalStoragePort, LoggerPort, type PopupCampaign } from '@casino/domain/ports';
import { inject, injectable } from 'inversify';
import { AuthDialogService } from '../../shared/services/auth-dialog.service.ts';
import { AppNavigator } from '../../shared/services/navigator.ts';
import { Dialogs } from '../../shared/services/overlays.ts';
import { LocaleStore } from '../../shared/stores/locale.store.ts';
import { PromotionStore } from '../../shared/stores/promotion.store.ts';
import { SessionStore } from '../../shared/stores/session.store.ts';
import type { SlotContents } from '../../shared/slots/slot.ts';
import { preloadPopupImage } from './popup-image.ts';
import { byPriority, pressedServedButton, removeServedPopups, shownServedPopup, type ServedPopup } from './served/served-popup.ts';
import { CampaignPopupViewSlot, type CampaignButton } from './slots.ts';

/** Local-storage key of the campaign popups a player has already seen (the spec does not show one). */
export const SEEN_CAMPAIGN_POPUPS_KEY = 'campaign_popups_seen';

export interface CampaignRoute {
  /** The bare path (no locale prefix). */
  readonly path: string;
  readonly hash: string;
  readonly query: QueryLike;
  /** The address itself opens a dialog on this route (sign-in or registration by query): no campaign on it. */
  readonly opensDialog?: boolean;
}

/**
 * Campaign popups after route changes, except on game item pages, the cashier deposit page and the embedded
 * forms; the preview with `#popup-preview` and `popup={sysname}`. Each popup shows once per browser (what a player
 * expects), only to its audience as the player is when it shows. A popup never follows a dialog: when any dialog
 * opened on the current route (say the registration popup the player just closed), the campaign waits for the next
 * change of path; changes of query or hash alone (closing a dialog removes its query keys) are not route changes.
 * None shows while promotion is paused in this browser (a break, its cooling-off, a limit just hit), and no deposit
 * campaign after a deposit in this session (`PromotionStore`); a preview is an editor's check, not marketing.
 */
@injectable()
export class CampaignPopupService {
  private busy = false;
  private servedTaken = false;
  /** The popups read by `prepare` at start-up, taken by the first route change instead of a second call. */
  private ahead: ReturnType<CampaignPopupsPort['get']> | undefined;
  /** The path whose route change was handled last, and whether any dialog opened while on it. */
  private route: { path: string; hadDialog: boolean } | undefined;

  constructor(
    @inject(CampaignPopupsPort) private readonly port: CampaignPopupsPort,
    @inject(LocalStoragePort) private readonly storage: LocalStoragePort,
    @inject(LoggerPort) private readonly logger: LoggerPort,
    @inject(Dialogs) private readonly dialogs: Dialogs,
    @inject(CampaignPopupViewSlot) private readonly loadRenderer: SlotContents<typeof CampaignPopupViewSlot>,
    @inject(AppNavigator) private readonly navigator: AppNavigator,
    @inject(AuthDialogService) private readonly auth: AuthDialogService,
    @inject(LocaleStore) private readonly locale: LocaleStore,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(PromotionStore) private readonly promotion: PromotionStore,
  ) {
    this.dialogs.subscribe(() => {
      if (this.route && this.dialogs.isOpen) this.route.hadDialog = true;
    });
  }

  async afterNavigation(location: CampaignRoute, origin = globalThis.location?.origin ?? ''): Promise<void> {
    // the answer read at start-up serves the first route change alone: a later one asks afresh
    const ahead = this.ahead;
    this.ahead = undefined;
    const served = this.takeServedPopup();
    let handedOver = false;
    try {
      handedOver = await this.show(location, origin, ahead, served);
    } finally {
      // a served popup the app does not take over leaves the page (a campaign that ended, a signed-in visitor)
      if (!handedOver) served?.element.remove();
    }
  }

  /** Opens the popup the route change calls for; true when the app's dialog took the served popup's place. */
  private async show(location: CampaignRoute, origin: string, ahead: CampaignPopupService['ahead'], served: ServedPopup | undefined): Promise<boolean> {
    if (isEmbeddedFormPath(location.path)) return false;
    const preview = popupPreviewSysname(location.hash, location.query);
    if (!preview) {
      if (location.path === this.route?.path) return false;
      this.route = { path: location.path, hadDialog: this.dialogs.isOpen || Boolean(location.opensDialog) };
    }
    if (!preview && (!shouldOpenCampaignPopup(location.path) || !this.promotion.allowed)) return false;
    if (this.busy) return false;
    this.busy = true;
    try {
      const route = this.route;
      const result = await ((preview ? undefined : ahead) ?? this.port.get(preview));
      if (!result.ok) {
        this.logger.warn('campaign popups failed', result.error);
        return false;
      }
      const seen = this.seen();
      const adopted = preview ? undefined : this.adoptable(served, result.value);
      if (this.actOnServedPress(served, adopted, origin)) return false;
      const popup = preview ? result.value[0] : (adopted ?? this.firstToShow(result.value, seen));
      if (!popup) return false;
      const render = await this.loadRenderer().catch((error: unknown) => this.logger.warn('campaign popup renderer failed to load', error));
      if (this.actOnServedPress(served, adopted, origin)) return false;
      if (!render) return false;
      // the player moved on, or a dialog opened on this route meanwhile: the next route change tries again
      if (!preview && (route !== this.route || route?.hadDialog || this.dialogs.isOpen)) return false;
      // a break or a deposit may have come while the popup was on its way
      if (!preview && !this.fits(popup)) return false;
      // the visitor closed the served popup while the app was getting ready: it stays closed
      const replaces = adopted && served?.element;
      if (replaces && !replaces.isConnected) return false;
      if (!preview) this.storage.set(SEEN_CAMPAIGN_POPUPS_KEY, [...new Set([...seen, popup.sysname])]);
      const handle = this.dialogs.queue({
        kind: 'popup',
        title: popup.title,
        ...(replaces ? { replaces } : {}),
        render: () => render(popup, (button) => {
          handle.close();
          this.act(button, origin);
        }),
      });
      return Boolean(replaces);
    } finally {
      this.busy = false;
    }
  }

  /**
   * The first route change takes the popup the page's HTML drew and its script showed (served/), if any, for the
   * app's dialog to take over; a served popup that did not show leaves the page. Later changes find none.
   */
  private takeServedPopup(): ServedPopup | undefined {
    if (this.servedTaken) return undefined;
    this.servedTaken = true;
    const shown = shownServedPopup();
    removeServedPopups(shown?.element);
    return shown;
  }

  /**
   * A button the visitor pressed on the served popup before the app started (sign up, deposit): the app does what it
   * says, as the popup's own dialog would have on that press, rather than show the popup again. True when it did.
   */
  private actOnServedPress(served: ServedPopup | undefined, adopted: PopupCampaign | undefined, origin: string): boolean {
    const button = served && adopted && pressedServedButton(served, adopted);
    if (!button) return false;
    served.element.remove();
    this.act(button, origin);
    return true;
  }

  /**
   * Reads the popups now and, when one of them would show, loads the renderer (with the HTML sanitiser), so that the
   * first route change need not wait for either; it takes this answer rather than asking again. Where none would
   * show, the sanitiser stays unloaded.
   */
  async prepare(): Promise<void> {
    this.ahead = this.port.get();
    const result = await this.ahead;
    if (!result.ok) return;
    const popup = this.adoptable(shownServedPopup(), result.value) ?? this.firstToShow(result.value, this.seen());
    if (!popup) return;
    preloadPopupImage(popup.image);
    await this.loadRenderer();
  }

  /** The popup of highest priority that would show now, if any. */
  private firstToShow(popups: readonly PopupCampaign[], seen: ReadonlySet<string>): PopupCampaign | undefined {
    return byPriority(popups).find((popup) => this.wouldShow(popup, seen));
  }

  /**
   * The campaign of the popup the page's script showed, if it still runs and fits this visitor: the app's dialog
   * takes that popup's place (the script has marked it seen already, as the app does when it shows one).
   */
  private adoptable(served: ServedPopup | undefined, popups: readonly PopupCampaign[]): PopupCampaign | undefined {
    const popup = served && popups.find((candidate) => candidate.sysname === served.sysname);
    return popup && this.fits(popup) ? popup : undefined;
  }

  private seen(): Set<string> {
    return new Set(this.storage.get<string[]>(SEEN_CAMPAIGN_POPUPS_KEY) ?? []);
  }

  /** A popup the player has not seen in this browser and that fits them as they are now. */
  private wouldShow(popup: PopupCampaign, seen: ReadonlySet<string>): boolean {
    return !seen.has(popup.sysname) && this.fits(popup);
  }

  /** Whether a popup may show to the player as they are now: its audience, and no promotion pause or deposit in the way. */
  private fits(popup: PopupCampaign): boolean {
    return fitsCampaignAudience(popup.audience, this.session.authenticated) && this.promotion.mayShow(popup);
  }

  /** A button's action; links stay on our origin (content never sends the player elsewhere without a flag). */
  act(button: CampaignButton, origin: string): void {
    if (button.action === 'deposit') return this.navigator.navigate(this.locale.localize('/cashier/deposit'));
    if (button.action === 'register') return void this.auth.open('registration', { title: button.label });
    if (button.action === 'login') return void this.auth.open('authorization', { title: button.label });
    if (button.action === 'link' && button.url) {
      const checked = checkNavigation(button.url, { origin });
      if (checked.ok && !checked.value.external) this.navigator.navigate(this.locale.localize(checked.value.url));
      else this.logger.warn('campaign popup link refused', button.url);
    }
  }
}
