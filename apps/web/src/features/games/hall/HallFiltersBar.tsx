import { FAVOURITES_CATEGORY, isGameSort } from '@casino/domain';
import { Select } from '@casino/ui/select';
import { useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import { SORT_LABELS, type GamesHallViewModel } from './hall.vm.ts';
import * as styles from './hall.css.ts';

/** Category links (the current one marked), the providers multi-select and the sort, all changing the address. */
export const HallFiltersBar = observer(function HallFiltersBar({ vm, go, localize }: { vm: GamesHallViewModel; go: (href: string) => void; localize: (p: string) => string }) {
  const { t, i18n } = useLingui();
  const categories = [
    { key: undefined, label: t`All games` },
    ...(vm.showsFavourites ? [{ key: FAVOURITES_CATEGORY, label: t`Favourites` }] : []),
    ...vm.categories.map((c) => ({ key: c.sysname, label: c.name })),
  ];
  return (
    <>
      <nav aria-label={t`Game categories`}>
        <ul className={styles.categories}>
          {categories.map((c) => (
            <li key={c.key ?? 'all'}>
              <Link className={styles.category} to={localize(vm.hrefFor({ category: c.key }))} aria-current={vm.filters.category === c.key ? 'page' : undefined}>
                {c.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.filters}>
        <Select
          className={styles.filter}
          label={t`Providers`}
          placeholder={t`All providers`}
          selectionMode="multiple"
          items={vm.providers.map((p) => ({ id: p.sysname, label: p.name }))}
          value={[...vm.filters.providers]}
          onChange={(keys) => go(vm.hrefFor({ providers: keys.map(String) }))}
        />
        <Select
          className={styles.filter}
          label={t`Sort`}
          items={vm.settings.sorts.map((s) => ({ id: s, label: i18n._(SORT_LABELS[s]) }))}
          value={vm.sort}
          onChange={(key) => {
            if (isGameSort(key)) go(vm.hrefFor({ sort: key }));
          }}
        />
      </div>
    </>
  );
});
