import type { APIRequestContext } from '@playwright/test';

/** The `data` of an API call through the app origin (a POST with a multipart body when `form` is given). */
export async function data<T>(request: APIRequestContext, path: string, form?: Record<string, string>): Promise<T> {
  const answer = form ? await request.post(path, { multipart: form }) : await request.get(path);
  if (answer.status() >= 400) throw new Error(`${path}: ${answer.status()} ${(await answer.text()).slice(0, 200)}`);
  return ((await answer.json()) as { data: T }).data;
}

/** The newest code the sandbox "sent" to `to` (its outbox, through the app origin); waits for it to arrive. */
export async function outboxCode(request: APIRequestContext, to: string, kind: 'two_factor' | 'restore' | 'confirm_contact'): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const answer = await request.get(`/__sandbox/outbox?to=${encodeURIComponent(to)}&kind=${kind}&limit=1`);
    const [message] = (await answer.json()) as Array<{ code: string | null }>;
    if (message?.code && /^\d{6}$/.test(message.code)) return message.code;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no ${kind} code for ${to} in the sandbox outbox`);
}
