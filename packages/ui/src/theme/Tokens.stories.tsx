import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from './contract.css';

function Palette() {
  const entries = Object.entries(vars.color).filter(([name]) => !['overlay'].includes(name));
  return (
    <ul style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: 8, margin: 0, padding: 0, listStyle: 'none' }}>
      {entries.map(([name, value]) => (
        <li key={name} style={{ display: 'flex', alignItems: 'center', gap: 8, fontSize: 13 }}>
          <span aria-hidden style={{ width: 28, height: 28, borderRadius: 6, background: value, border: `1px solid ${vars.color.border}` }} />
          {name}
        </li>
      ))}
    </ul>
  );
}

function Type() {
  const sizes = ['sizeXs', 'sizeSm', 'sizeMd', 'sizeLg', 'sizeXl', 'sizeXxl'] as const;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      {sizes.map((size) => <span key={size} style={{ fontSize: vars.font[size] }}>{size}: Play responsibly</span>)}
    </div>
  );
}

const meta = { title: 'Foundations/Tokens', component: Palette } satisfies Meta<typeof Palette>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Colors: Story = {};
export const Typography: Story = { render: () => <Type /> };
