import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { ResponsiveTable, type TableColumn } from './ResponsiveTable';

type Payment = { id: number; date: string; method: string; amount: string; status: 'pending' | 'success' | 'failed'; cancellable: boolean };
const payments: Payment[] = [
  { id: 1, date: '12 May 2025, 14:02', method: 'Visa •••• 4242', amount: '€150.00', status: 'pending', cancellable: true },
  { id: 2, date: '10 May 2025, 09:41', method: 'Bank transfer', amount: '€1,200.00', status: 'success', cancellable: false },
  { id: 3, date: '2 May 2025, 22:15', method: 'Skrill', amount: '€20.00', status: 'failed', cancellable: false },
];
const tone = { pending: 'info', success: 'success', failed: 'danger' } as const;
const columns: TableColumn<Payment>[] = [
  { id: 'date', label: 'Date', cell: (p) => p.date },
  { id: 'method', label: 'Method', cell: (p) => p.method },
  { id: 'amount', label: 'Amount', cell: (p) => p.amount },
  { id: 'status', label: 'Status', cell: (p) => <Badge tone={tone[p.status]}>{p.status}</Badge> },
  { id: 'actions', label: 'Actions', hideLabel: true, cell: (p) => p.cancellable && <Button size="sm" variant="outline" aria-label={`Cancel withdrawal ${p.id}`}>Cancel</Button> },
];

const meta = {
  title: 'Layout/ResponsiveTable',
  component: ResponsiveTable<Payment>,
  tags: ['screenshot-rtl'],
  args: { 'aria-label': 'Payments', columns, rows: payments, rowKey: (p: Payment) => p.id },
} satisfies Meta<typeof ResponsiveTable<Payment>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Wide: a table, the actions column named for screen readers only. */
export const Table: Story = {};
/** As narrow as a phone: one card per row, each line a column's name and its value; a row without an action has no empty line. */
export const Cards: Story = { render: (args) => <div style={{ maxWidth: 360 }}><ResponsiveTable {...args} /></div> };
/** A caption (a page count) names the table and sits above it in both forms. */
export const Caption: Story = { args: { 'aria-label': undefined, caption: 'Page 1 of 4', columns: columns.slice(0, 4) } };
