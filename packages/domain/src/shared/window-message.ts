/** A message between windows (embedded forms, payment frames): a type and a payload. */
export interface WindowMessage {
  readonly type: string;
  readonly payload?: unknown;
}
