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

// The navigation rules (eslint.config.js, casino/navigation-sinks and casino/content-links): every direct way of
// sending the document elsewhere, and every link built from a data field, is reported anywhere but in
// apps/web/src/shared/navigation, whose sinks check the address first; what the app does instead passes.
const sinkFile = join(root, 'apps/web/src/features/x/leaves.ts');
const linkFile = join(root, 'apps/web/src/features/x/Leaves.tsx');
const sinkBreaches = [
  'window.location.assign(rule.to_url);',
  'globalThis.location.replace(rule.to_url);',
  'location.assign(rule.to_url);',
  'window.location.href = rule.to_url;',
  'location.href = rule.to_url;',
  'document.location = rule.to_url;',
  'window.open(rule.to_url, "_blank");',
  'win.open(rule.to_url);',
  'open(rule.to_url);',
];
const sinkAllowed = [
  "navigateDocument(rule.to_url, { external: true });",
  "openWindow(rule.to_url, { external: true, target: '_blank' });",
  'dialogs.open({ title: rule.to_url });',
  'const here = window.location.href;',
];
const linkBreaches = [
  'export const A = () => <ExternalLink href={banner.link}>x</ExternalLink>;',
  'export const A = () => <a href={banner.link}>x</a>;',
  'export const A = () => <a href={localize(banner.link)}>x</a>;',
  'export const A = () => <Link href={localize(banner.link)}>x</Link>;',
  'export const A = () => <AppLink to={link.url}>x</AppLink>;',
  'export const A = () => <Link href={item.fileUrl} download>x</Link>;',
];
const linkAllowed = [
  'export const A = () => <ContentLink url={banner.link} external localize={localize}>x</ContentLink>;',
  "export const A = () => <Link href={localize('/offers')}>x</Link>;",
  'export const A = () => <Link href={localize(`/offers/${offer.id}`)}>x</Link>;',
  'export const A = () => <a href="/terms">x</a>;',
];
const navigationPrelude = 'declare const rule: { to_url: string }; declare const win: Window; declare const banner: { link: string }; declare const link: { url: string }; declare const item: { fileUrl: string }; declare const offer: { id: string }; declare const localize: (p: string) => string; declare const dialogs: { open(o: object): void };';
const navigationMessages = async (code, filePath, rule) => {
  const [result] = await eslint.lintText(`${navigationPrelude}\n${code}\n`, { filePath });
  return result.messages.filter((m) => m.ruleId === rule);
};
const navigationFailures = [];
for (const code of sinkBreaches) if ((await navigationMessages(code, sinkFile, 'casino/navigation-sinks')).length === 0) navigationFailures.push(`not reported: ${code}`);
for (const code of sinkAllowed) if ((await navigationMessages(code, sinkFile, 'casino/navigation-sinks')).length > 0) navigationFailures.push(`reported, though allowed: ${code}`);
for (const code of linkBreaches) if ((await navigationMessages(code, linkFile, 'casino/content-links')).length === 0) navigationFailures.push(`not reported: ${code}`);
for (const code of linkAllowed) if ((await navigationMessages(code, linkFile, 'casino/content-links')).length > 0) navigationFailures.push(`reported, though allowed: ${code}`);
// the module that holds the checked sinks may call the browser's own
const inside = join(root, 'apps/web/src/shared/navigation/leaves.ts');
if ((await navigationMessages(sinkBreaches[0], inside, 'casino/navigation-sinks')).length > 0) navigationFailures.push('reported inside apps/web/src/shared/navigation');
if (navigationFailures.length > 0) {
  console.error(`navigation lint rules:\n  ${navigationFailures.join('\n  ')}`);
  process.exit(1);
}
console.log(`navigation lint rules: ${sinkBreaches.length + linkBreaches.length} breaches reported, ${sinkAllowed.length + linkAllowed.length} allowed calls pass`);

// The domain's root barrel (eslint.config.js, no-restricted-imports): outside packages/domain every import, type
// import and re-export of `@casino/domain` itself is reported; its area subpaths pass, and so does the domain itself.
const rootImports = [
  "import { formatMoney } from '@casino/domain';",
  "import type { ExactMoney } from '@casino/domain';",
  "export { formatMoney } from '@casino/domain';",
];
const subpathImports = [
  "import { formatMoney } from '@casino/domain/money';",
  "import type { ExactMoney } from '@casino/domain/money';",
  "import { AuthPort } from '@casino/domain/ports';",
];
const barrelMessages = async (code, filePath) => {
  const [result] = await eslint.lintText(`${code}\n`, { filePath });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports');
};
const outside = ['apps/web/src/features/x/uses-domain.ts', 'apps/web/src/features/x/UsesDomain.tsx', 'packages/adapters/src/uses-domain.ts', 'apps/sandbox/src/uses-domain.ts', 'apps/web/e2e/uses-domain.ts'];
const barrelFailures = [];
for (const path of outside) {
  for (const code of rootImports) if ((await barrelMessages(code, join(root, path))).length === 0) barrelFailures.push(`not reported in ${path}: ${code}`);
  for (const code of subpathImports) if ((await barrelMessages(code, join(root, path))).length > 0) barrelFailures.push(`reported in ${path}, though allowed: ${code}`);
}
if ((await barrelMessages(rootImports[0], join(root, 'packages/domain/test/uses-root.test.ts'))).length > 0) barrelFailures.push('reported inside packages/domain');
if (barrelFailures.length > 0) {
  console.error(`domain root-barrel lint rule:\n  ${barrelFailures.join('\n  ')}`);
  process.exit(1);
}
console.log(`domain root-barrel lint rule: ${rootImports.length * outside.length} root imports reported, ${subpathImports.length * outside.length} subpath imports pass`);
