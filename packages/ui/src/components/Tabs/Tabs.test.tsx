import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tab, TabList, TabPanel, Tabs } from './index';

function Demo() {
  return (
    <Tabs>
      <TabList aria-label="Registration">
        <Tab id="form">Form</Tab>
        <Tab id="fast">Fast</Tab>
        <Tab id="social" isDisabled>Social</Tab>
      </TabList>
      <TabPanel id="form">Form panel</TabPanel>
      <TabPanel id="fast">Fast panel</TabPanel>
      <TabPanel id="social">Social panel</TabPanel>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('moves between tabs with arrow keys and shows the panel', async () => {
    render(<Demo />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Form' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Form panel');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Fast' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Fast panel');
    await userEvent.keyboard('{ArrowRight}'); // disabled tab skipped, wraps to first
    expect(screen.getByRole('tab', { name: 'Form' })).toHaveAttribute('aria-selected', 'true');
  });
});
