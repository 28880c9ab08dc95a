/** A way to reach support, as the content configuration lists it. */
export interface SupportContact {
  readonly id: string;
  readonly kind: 'email' | 'phone' | 'link';
  readonly label: string;
  /** What is shown: the address, the number or the link text. */
  readonly value: string;
  /** Where activating it goes: `mailto:`, `tel:` or an https address. */
  readonly href: string;
}

export interface SupportFaqItem {
  readonly question: string;
  /** HTML from the content configuration: render it sanitised. */
  readonly answer: string;
}

export interface SupportPageContent {
  readonly contacts: readonly SupportContact[];
  readonly faq: readonly SupportFaqItem[];
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const record = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

function contactHref(kind: SupportContact['kind'], value: string): string | null {
  if (kind === 'email') return /^[^\s@]+@[^\s@]+$/.test(value) ? `mailto:${value}` : null;
  if (kind === 'phone') {
    const digits = value.replace(/[^\d+]/g, '');
    return /^\+?\d{3,20}$/.test(digits) ? `tel:${digits}` : null;
  }
  // a link from content must not become a javascript: or data: address
  return /^https:\/\/[^\s]+$/i.test(value) ? value : null;
}

/**
 * The support page's contacts and questions from the content configuration's `supportPage` section. Entries that
 * are incomplete, of an unknown kind or with an address we would not follow are dropped, so a content mistake
 * hides one line instead of breaking the page.
 */
export function readSupportPage(section: unknown): SupportPageContent {
  const raw = record(section);
  const contacts: SupportContact[] = [];
  for (const [index, entry] of list(raw.contacts).entries()) {
    const item = record(entry);
    const kind = text(item.type);
    const value = text(item.value);
    if (kind !== 'email' && kind !== 'phone' && kind !== 'link') continue;
    const href = contactHref(kind, kind === 'link' ? text(item.url) || value : value);
    if (!value || !href) continue;
    contacts.push({ id: text(item.id) || `${kind}-${index}`, kind, label: text(item.label) || value, value, href });
  }
  const faq: SupportFaqItem[] = [];
  for (const entry of list(raw.faq)) {
    const item = record(entry);
    const question = text(item.question);
    const answer = text(item.answer);
    if (question && answer) faq.push({ question, answer });
  }
  return { contacts, faq };
}
