import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { PlainSwitch } from './PlainSwitch';

const meta = { title: 'Forms/PlainSwitch', component: PlainSwitch, args: { isSelected: false, onChange: () => {}, children: 'Light theme' } } satisfies Meta<typeof PlainSwitch>;
export default meta;
type Story = StoryObj<typeof meta>;

function Toggle({ initial }: { initial: boolean }) {
  const [on, setOn] = useState(initial);
  return <PlainSwitch isSelected={on} onChange={setOn}>Light theme</PlainSwitch>;
}
export const Off: Story = { render: () => <Toggle initial={false} /> };
export const On: Story = { render: () => <Toggle initial /> };
