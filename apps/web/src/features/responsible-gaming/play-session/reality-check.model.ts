/** What the reality-check dialog shows and what its buttons do. */
export interface RealityCheckModel {
  readonly minutesPlayed: number;
  readonly netResult: number;
  readonly currency: string;
  keepPlaying(): void;
  logOut(): void;
  seeHistory(): void;
}

/** Renders the dialog's body (a React node); fills `RealityCheckSlot` from the chunk, so the watcher holds no view code. */
export interface RealityCheckRenderer {
  render(model: RealityCheckModel): unknown;
}
