/** The common part of the bonus-area fakes: every call recorded, and an optional gate to hold answers back. */
export class RecordingFake {
  /** When set, calls wait for it before answering (to observe pending states and double submits). */
  gate: Promise<void> | null = null;
  readonly calls: { readonly method: string; readonly args: unknown }[] = [];

  protected async answer<T>(method: string, args: unknown, result: () => T): Promise<T> {
    this.calls.push({ method, args });
    if (this.gate) await this.gate;
    return result();
  }

  callsOf(method: string): unknown[] {
    return this.calls.filter((c) => c.method === method).map((c) => c.args);
  }
}
