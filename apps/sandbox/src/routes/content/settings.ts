import type { Schema } from '@casino/sdk';
import { CURRENCIES } from '../account/countries.ts';
import type { Labels } from './labels.ts';

const presets = (currency: string, values: number[]) => ({ currency, amount: values.map((value) => ({ value })) });

/** Per-area content settings (cashier, games, search, banner, tournaments, balance refresh) with product defaults. */
export function areaSettings(labels: Labels): Pick<Schema<'ContentConfig'>, 'cashier' | 'games' | 'search' | 'banner' | 'tournaments' | 'functionalSettings'> {
  return {
    cashier: {
      amountPresets: [presets('EUR', [10, 20, 50, 100]), presets('USD', [10, 25, 50, 100]), presets('BRL', [30, 50, 100, 300]), presets('RUB', [1000, 2000, 5000, 10000])],
      currencies: [...CURRENCIES],
      detailOptions: { rememberRequisites: true, showMethodLimits: true },
      showReceipt: true,
      depositView: 'ContainerView',
      paymentUrlDisplay: 'sysname',
    },
    games: {
      pageSize: 18,
      itemLayout: 'vertical',
      fullScreenMode: 'all',
      sorts: ['popularity', 'name', 'created_at', 'rtp'],
      categories: (['popular', 'slots', 'live', 'fast', 'new'] as const).map((id) => ({ id, label: labels.categories[id], icon: `category-${id}` })),
    },
    search: { minQueryLength: 3, debounceMs: 300, pageSize: 18, popularQueries: labels.popularQueries },
    banner: { imageKey: 'img_1920_400', count: 10, autoplayMs: 6000 },
    tournaments: { gamesPageSize: 12, showLeaderboard: true, leaderboardSize: 10 },
    functionalSettings: {
      settingsForUpdBalance: {
        countSecondsForDelayBetweenClick: 1,
        isEnabledInterval: false,
        countSecondsForInterval: 10,
        isEnabledTurnOffRequests: true,
        countMinutesAfterWhichRequestsTurnedOff: 5,
        isEnabledRequestsAfterClick: false,
      },
    },
  };
}
