import type { Decorator, Preview } from '@storybook/react-vite';
import { UiProvider } from '../src/provider/UiProvider';
import type { ThemeName } from '../src/theme/themes.css';

/** Globals `theme` (dark | light) and `dir` (ltr | rtl) drive the provider: `&globals=theme:light;dir:rtl`. */
const withUi: Decorator = (Story, context) => {
  const theme = (context.globals.theme ?? 'dark') as ThemeName;
  const rtl = context.globals.dir === 'rtl';
  return (
    <UiProvider key={context.id} theme={theme} locale={rtl ? 'he-IL' : 'en-US'} dir={rtl ? 'rtl' : 'ltr'}>
      <main style={{ padding: 24, minHeight: '100vh' }}>
        <Story />
      </main>
    </UiProvider>
  );
};

const preview: Preview = {
  decorators: [withUi],
  globalTypes: {
    theme: {
      description: 'Theme',
      toolbar: { title: 'Theme', icon: 'paintbrush', items: ['dark', 'light'], dynamicTitle: true },
    },
    dir: {
      description: 'Direction',
      toolbar: { title: 'Direction', icon: 'transfer', items: ['ltr', 'rtl'], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'dark', dir: 'ltr' },
  parameters: { layout: 'fullscreen', controls: { expanded: true } },
};
export default preview;
