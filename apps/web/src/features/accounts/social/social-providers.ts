/** A social sign-in provider from the content configuration. */
export interface SocialProvider {
  readonly id: string;
  readonly icon: string;
  readonly name: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** `sections.forms.registration.social`, keeping only well-formed entries (content is not trusted to be). */
export function socialProviders(sections: Readonly<Record<string, unknown>>): SocialProvider[] {
  const forms = sections.forms;
  const registration = isRecord(forms) ? forms.registration : undefined;
  const list = isRecord(registration) ? registration.social : undefined;
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry): SocialProvider[] => {
    if (!isRecord(entry) || typeof entry.id !== 'string' || !/^[a-z0-9_-]{1,40}$/i.test(entry.id)) return [];
    const name = typeof entry.name === 'string' && entry.name.trim() ? entry.name.trim() : entry.id;
    return [{ id: entry.id, icon: typeof entry.icon === 'string' ? entry.icon : '', name }];
  });
}
