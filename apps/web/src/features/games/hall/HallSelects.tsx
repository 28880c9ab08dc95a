import { isGameSort } from '@casino/domain/games';
import { Select } from '@casino/ui/select';
import { useLingui } from '@lingui/react/macro';
import { observer } from 'mobx-react-lite';
import { SORT_LABELS, type GamesHallViewModel } from './hall.vm.ts';
import * as styles from './hall.css.ts';

/** The providers multi-select and the sort, both changing the address (loaded apart from the hall: see HallFiltersBar). */
export const HallSelects = observer(function HallSelects({ vm, go }: { vm: GamesHallViewModel; go: (href: string) => void }) {
  const { t, i18n } = useLingui();
  return (
    <>
      <Select
        className={styles.filter}
        label={t`Providers`}
        placeholder={t`All providers`}
        selectionMode="multiple"
        items={vm.providers.map((p) => ({ id: p.sysname, label: p.name }))}
        value={[...vm.filters.providers]}
        onChange={(keys) => go(vm.choose({ providers: keys.map(String) }))}
      />
      <Select
        className={styles.filter}
        label={t`Sort`}
        items={vm.settings.sorts.map((s) => ({ id: s, label: i18n._(SORT_LABELS[s]) }))}
        value={vm.sort}
        onChange={(key) => {
          if (isGameSort(key)) go(vm.choose({ sort: key }));
        }}
      />
    </>
  );
});
