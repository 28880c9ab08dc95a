/**
 * The common part of the port fakes: every call recorded (`M` names the methods, `A` types their arguments), and an
 * optional gate to hold answers back.
 */
export class RecordingFake<M extends string = string, A = unknown> {
  /** When set, calls wait for it before answering (to observe pending states and double submits). */
  gate: Promise<void> | null = null;
  readonly calls: { readonly method: M; readonly args: A }[] = [];

  protected async answer<T>(method: M, args: A, result: () => T): Promise<T> {
    this.calls.push({ method, args });
    if (this.gate) await this.gate;
    return result();
  }

  callsOf(method: M): A[] {
    return this.calls.filter((c) => c.method === method).map((c) => c.args);
  }
}
