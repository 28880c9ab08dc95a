import {
  Tab as AriaTab, TabList as AriaTabList, TabPanel as AriaTabPanel, Tabs as AriaTabs,
  type TabListProps, type TabPanelProps, type TabProps, type TabsProps,
} from 'react-aria-components';
import * as styles from './Tabs.css';

const cx = (a: string, b?: unknown) => (typeof b === 'string' ? `${a} ${b}` : a);

/** Tabs (e.g. registration types). Compose `TabList` > `Tab` and `TabPanel`s; arrows move, RTL-aware. */
export function Tabs({ className, ...rest }: TabsProps) {
  return <AriaTabs {...rest} className={cx(styles.tabs, className)} />;
}
export function TabList<T extends object>({ className, ...rest }: TabListProps<T>) {
  return <AriaTabList {...rest} className={cx(styles.list, className)} />;
}
export function Tab({ className, ...rest }: TabProps) {
  return <AriaTab {...rest} className={cx(styles.tab, className)} />;
}
export function TabPanel({ className, ...rest }: TabPanelProps) {
  return <AriaTabPanel {...rest} className={cx(styles.panel, className)} />;
}
export type { TabListProps, TabPanelProps, TabProps, TabsProps };
