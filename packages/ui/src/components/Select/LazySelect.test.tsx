import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LazySelect } from './LazySelect';

const items = [
  { id: 'eur', label: 'Euro' },
  { id: 'usd', label: 'US dollar' },
];

describe('LazySelect', () => {
  it('holds the field’s place with its label while the select’s code loads, then works as the select', async () => {
    const onChange = vi.fn();
    const { container } = render(<LazySelect label="Bank" items={items} onChange={onChange} placeholder="Choose" />);
    // first render: the label and a placeholder, busy, no control a player could mistake for the select
    expect(container.querySelector('[aria-busy="true"]')).toHaveTextContent('Bank');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    // the select's module is transformed on first import: slow on a busy machine
    const trigger = await screen.findByRole('button', { name: /Choose/ }, { timeout: 15_000 });
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('option', { name: 'US dollar' }));
    expect(onChange).toHaveBeenCalledWith('usd');
  });
});
