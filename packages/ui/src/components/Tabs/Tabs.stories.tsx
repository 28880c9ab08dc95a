import type { Meta, StoryObj } from '@storybook/react-vite';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

const meta = { title: 'Navigation/Tabs', component: Tabs } satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <Tabs defaultSelectedKey="fast">
      <TabList aria-label="Registration type">
        <Tab id="form">E-mail</Tab>
        <Tab id="fast">One click</Tab>
        <Tab id="full">Full</Tab>
        <Tab id="social" isDisabled>Social</Tab>
      </TabList>
      <TabPanel id="form">Register with your e-mail address.</TabPanel>
      <TabPanel id="fast">Register with one click; set a password later.</TabPanel>
      <TabPanel id="full">All the details at once.</TabPanel>
      <TabPanel id="social">Use a social network.</TabPanel>
    </Tabs>
  ),
};
export const FocusVisible: Story = {
  render: () => (
    <Tabs>
      <TabList aria-label="Bets history">
        <Tab id="casino">Casino</Tab>
        <Tab id="sport">Sport</Tab>
      </TabList>
      <TabPanel id="casino">Casino bets</TabPanel>
      <TabPanel id="sport">Sport bets</TabPanel>
    </Tabs>
  ),
  play: async ({ canvasElement }) => {
    (canvasElement.querySelector('[role="tab"]') as HTMLElement | null)?.focus();
  },
};
