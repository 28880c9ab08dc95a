const escape = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export const SERVICE_NAMES: Record<string, string> = { google: 'Google', facebook: 'Facebook', telegram: 'Telegram', apple: 'Apple' };

/** The simulated provider consent page: two submit buttons posting to /oauth/callback. */
export function consentPage(input: { service: string; redirectUrl: string; typeAuth: string; existingLogin: string; state: string }): string {
  const name = escape(SERVICE_NAMES[input.service] ?? input.service);
  const hidden = (key: string, value: string) => `<input type="hidden" name="${key}" value="${escape(value)}">`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in with ${name}</title>
<style>body{font:16px system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;background:#f3f4f6}
main{background:#fff;padding:24px;border-radius:12px;max-width:360px;box-shadow:0 2px 12px #0002}
button{display:block;width:100%;margin-top:12px;padding:12px;border-radius:8px;border:1px solid #2563eb;font:inherit;cursor:pointer}
button[value=existing]{background:#2563eb;color:#fff}small{color:#555}</style></head>
<body><main>
<h1>Sign in with ${name}</h1>
<p>The casino wants to use your ${name} account (sandbox simulation of the provider's consent page).</p>
<form method="post" action="/oauth/callback">
${hidden('service', input.service)}${hidden('redirect_url', input.redirectUrl)}${hidden('type_auth', input.typeAuth)}${hidden('state', input.state)}
<button type="submit" name="choice" value="existing">Continue as ${name} user</button>
<small>Signs in as ${escape(input.existingLogin)} (registration not completed).</small>
<button type="submit" name="choice" value="new">Create a new ${name} account</button>
</form>
</main></body></html>`;
}
