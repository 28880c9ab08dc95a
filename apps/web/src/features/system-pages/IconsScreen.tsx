import { Icon, iconNames } from '@casino/ui/icon';
import { Trans } from '@lingui/react/macro';

/** The icon sprite page (/_icons): every icon with its name. */
export function Screen() {
  return (
    <section>
      <h1>
        <Trans>Icons</Trans>
      </h1>
      <ul style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))', gap: 16, listStyle: 'none', padding: 0 }}>
        {iconNames.map((name) => (
          <li key={name} style={{ display: 'grid', justifyItems: 'center', gap: 8 }}>
            <Icon name={name} size={32} />
            <code>{name}</code>
          </li>
        ))}
      </ul>
    </section>
  );
}
