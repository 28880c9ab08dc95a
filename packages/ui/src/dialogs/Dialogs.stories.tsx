import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, type ReactNode } from 'react';
import { Button } from '../components/Button/Button';
import { TextField } from '../components/TextField/TextField';
import type { DialogController } from './controller';
import { useDialogs } from './context';

/** Opens dialogs on mount through the provider's controller; the button opens them again. */
function Demo({ open }: { open: (dialogs: DialogController<ReactNode>) => void }) {
  const dialogs = useDialogs();
  useEffect(() => {
    open(dialogs);
    return () => dialogs.closeAll({ force: true });
  }, [dialogs, open]);
  return <Button onPress={() => open(dialogs)}>Open</Button>;
}

const meta = { title: 'Overlays/Dialogs', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const text = <p style={{ margin: 0 }}>Activate the welcome bonus to get 100% up to €500 on your first deposit.</p>;

export const Popup: Story = { args: { open: (d) => d.open({ title: 'Welcome bonus', render: () => text }) } };
export const PopupSecondary: Story = { args: { open: (d) => d.open({ title: 'Demo mode', color: 'secondary', size: 'small', render: () => text }) } };
export const PopupLarge: Story = {
  args: {
    open: (d) =>
      d.open({
        title: 'Sign in',
        size: 'large',
        render: ({ close }) => (
          <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
            <TextField label="Login" />
            <Button onPress={() => close('ok')}>Sign in</Button>
          </div>
        ),
      }),
  },
};
export const Curtain: Story = { args: { open: (d) => d.open({ kind: 'curtain', title: 'Menu', size: 'small', render: () => text }) } };
export const CurtainBottom: Story = { args: { open: (d) => d.open({ kind: 'curtain', side: 'bottom', title: 'Filters', render: () => text }) } };
export const Confirm: Story = {
  args: { open: (d) => void d.confirm({ title: 'Burn bonuses?', content: <p style={{ margin: 0 }}>Withdrawing now cancels your active bonuses.</p>, agreeLabel: 'Burn', rejectLabel: 'Keep' }) },
};
export const PreventClose: Story = {
  args: {
    open: (d) =>
      d.open({
        title: 'Finish registration',
        preventClose: true,
        render: ({ close }) => (
          <>
            <p style={{ margin: 0 }}>Escape and the overlay do nothing until you finish.</p>
            <Button onPress={() => close(undefined, { force: true })}>Finish</Button>
          </>
        ),
      }),
  },
};
export const Stacked: Story = {
  args: {
    open: (d) => {
      d.open({ title: 'Loyalty shop', render: () => text });
      d.open({ title: 'Not enough coins', size: 'small', render: () => <p style={{ margin: 0 }}>You need 200 more coins.</p> });
    },
  },
};
