import { render, screen, within } from '@testing-library/react';
import { ResponsiveTable, type TableColumn } from './index';

type Payment = { id: number; date: string; amount: string; cancellable: boolean };
const payments: Payment[] = [
  { id: 1, date: '1 May', amount: '€10.00', cancellable: true },
  { id: 2, date: '2 May', amount: '€25.00', cancellable: false },
];
const columns: TableColumn<Payment>[] = [
  { id: 'date', label: 'Date', cell: (p) => p.date },
  { id: 'amount', label: 'Amount', cell: (p) => p.amount },
  { id: 'actions', label: 'Actions', hideLabel: true, cell: (p) => p.cancellable && <button type="button">Cancel payment {p.id}</button> },
];

describe('ResponsiveTable', () => {
  it('is a table named by its caption, with a header per column and a row per item in order', () => {
    render(<ResponsiveTable columns={columns} rows={payments} rowKey={(p) => p.id} caption="Page 1 of 3" data-history="payments" />);
    const table = screen.getByRole('table', { name: 'Page 1 of 3' });
    expect(table.dataset.history).toBe('payments');
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Date', 'Amount', 'Actions']);
    expect(within(table).getAllByRole('columnheader').every((th) => th.getAttribute('scope') === 'col')).toBe(true);
    const [, ...body] = within(table).getAllByRole('row');
    expect(body.map((tr) => within(tr).getAllByRole('cell').map((td) => td.textContent))).toEqual([
      ['1 May', '€10.00', 'Cancel payment 1'],
      ['2 May', '€25.00', ''],
    ]);
  });

  it('labels each value with its column for the cards, except a column whose name is for screen readers only', () => {
    render(<ResponsiveTable aria-label="Payments" columns={columns} rows={payments} rowKey={(p) => p.id} rowAttributes={(p) => ({ 'data-payment-row': p.id })} />);
    const row = screen.getByRole('table', { name: 'Payments' }).querySelector('[data-payment-row="1"]')!;
    expect([...row.querySelectorAll('td')].map((td) => td.getAttribute('data-label'))).toEqual(['Date', 'Amount', null]);
    // the hidden header still names its column, and an empty action cell stays empty (the cards then drop its line)
    expect(screen.getByRole('columnheader', { name: 'Actions' }).querySelector('span')).not.toBeNull();
    expect(screen.getByRole('table').querySelector('[data-payment-row="2"] td:last-child')!.childNodes).toHaveLength(0);
  });

  it('keeps the buttons of its rows reachable: one of each, in row order', () => {
    render(<ResponsiveTable aria-label="Payments" columns={columns} rows={[...payments, { ...payments[0]!, id: 3 }]} rowKey={(p) => p.id} />);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Cancel payment 1', 'Cancel payment 3']);
  });
});
