import type { SiteGeneralInfo } from '@casino/domain/ports';

/** Exports exist only where the backend's general info turns them on (`is_game_history_export_enabled`). */
export const exportsEnabled = (general: SiteGeneralInfo | null): boolean => general?.raw.is_game_history_export_enabled === true;
