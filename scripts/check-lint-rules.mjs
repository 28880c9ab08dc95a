#!/usr/bin/env node
// Proves the lint rules about window messages bite: each breach below must be reported by the repository's own
// ESLint configuration, and each allowed call must pass (a rule that never fires would silently pass `pnpm lint`).
import { ESLint } from 'eslint';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const file = join(root, 'apps/web/src/features/x/breach.ts');
const breaches = [
  "window.parent.postMessage({ type: 'x' }, '*');",
  'window.opener.postMessage({ type: `x` }, `*`);',
  "frame.contentWindow.postMessage({ type: 'x' }, { targetOrigin: '*' });",
  "window.parent.postMessage({ type: 'x' });",
  "top?.postMessage({ type: 'x' }, '*');",
  'class Vm { private readonly abort = new AbortController(); }',
  'class Vm { controller = new AbortController(); }',
];
const allowed = [
  "window.parent.postMessage({ type: 'x' }, location.origin);",
  "frame.contentWindow.postMessage({ type: 'x' }, { targetOrigin: 'https://a.example' });",
  'class Vm { load() { const controller = new AbortController(); return controller.signal; } }',
];

const eslint = new ESLint({ cwd: root });
const messagesOf = async (code) => {
  const [result] = await eslint.lintText(`declare const frame: HTMLIFrameElement;\n${code}\n`, { filePath: file });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-syntax');
};
const failures = [];
for (const code of breaches) if ((await messagesOf(code)).length === 0) failures.push(`not reported: ${code}`);
for (const code of allowed) if ((await messagesOf(code)).length > 0) failures.push(`reported, though allowed: ${code}`);
if (failures.length > 0) {
  console.error(`window-message and abort-signal lint rules:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log(`window-message and abort-signal lint rules: ${breaches.length} breaches reported, ${allowed.length} allowed calls pass`);
