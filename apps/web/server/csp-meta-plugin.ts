import type { Plugin } from 'vite';
import { appPolicy, cspMetaContent, vendorsFromEnv } from './csp.ts';

/**
 * The policy as a `<meta>` in the built `index.html`, for hosts that serve the build as plain files without
 * server/main.ts. Opt-in at build time (`CSP_META=1`, vendors from the same `CSP_*` variables as the server), because
 * a meta and a header both apply: behind our server the meta would refuse the custom code the header's hashes allow.
 */
export function cspMetaPlugin(env: Readonly<Record<string, string | undefined>> = process.env): Plugin {
  return {
    name: 'casino:csp-meta',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => {
        if (!env.CSP_META) return html;
        const content = cspMetaContent(appPolicy(vendorsFromEnv(env))).replace(/"/g, '&quot;');
        return html.replace(/<head>/i, `<head>\n    <meta http-equiv="Content-Security-Policy" content="${content}" />`);
      },
    },
  };
}
