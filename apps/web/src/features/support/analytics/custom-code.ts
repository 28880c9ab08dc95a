import type { CustomCodeEntry } from '@casino/domain/support';
import { CustomCodePort, LoggerPort } from '@casino/domain/ports';
import { inject, injectable } from 'inversify';

/** Copies a parsed script into a live one: scripts inserted as markup never run. */
function liveScript(doc: Document, parsed: HTMLScriptElement): HTMLScriptElement {
  const script = doc.createElement('script');
  for (const { name, value } of parsed.attributes) script.setAttribute(name, value);
  script.text = parsed.text;
  return script;
}

/** The nodes of one entry, scripts made live, marked so the injection can be recognised. */
export function customCodeNodes(doc: Document, entry: CustomCodeEntry): Node[] {
  const template = doc.createElement('template');
  template.innerHTML = entry.code;
  return [...template.content.childNodes].map((node) => {
    const live = node instanceof HTMLScriptElement ? liveScript(doc, node) : node;
    if (live instanceof Element) live.setAttribute('data-custom-code', entry.position);
    return live;
  });
}

/**
 * The site's custom code (tags the site's owners add in the content system), placed once per page load in the
 * head, at the start or at the end of the body. It is trusted configuration, deliberately not sanitised; it runs
 * under the page's content security policy like our own scripts. A failing entry is logged and skipped.
 */
@injectable()
export class CustomCodeService {
  private injected = false;

  constructor(
    @inject(CustomCodePort) private readonly port: CustomCodePort,
    @inject(LoggerPort) private readonly logger: LoggerPort,
  ) {}

  async inject(doc: Document, host: string): Promise<void> {
    if (this.injected) return;
    this.injected = true;
    const result = await this.port.getCustomCode(host);
    if (!result.ok) return this.logger.warn('custom code could not be loaded', result.error);
    // entries run in page order (head, body start, body end); body-start ones go before the app's first node
    const rank = { head: 0, bodyStart: 1, bodyEnd: 2 } as const;
    const anchor = doc.body.firstChild;
    for (const entry of [...result.value].sort((a, b) => rank[a.position] - rank[b.position])) {
      try {
        const nodes = customCodeNodes(doc, entry);
        if (entry.position === 'head') doc.head.append(...nodes);
        else if (entry.position === 'bodyStart') for (const node of nodes) doc.body.insertBefore(node, anchor);
        else doc.body.append(...nodes);
      } catch (error) {
        this.logger.warn(`custom code (${entry.position}) failed`, error);
      }
    }
  }
}
