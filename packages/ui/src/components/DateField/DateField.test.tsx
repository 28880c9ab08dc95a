import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateField } from './index';

describe('DateField', () => {
  it('types a date segment by segment', async () => {
    const onChange = vi.fn();
    render(<DateField label="Birth date" onChange={onChange} />);
    const group = screen.getByRole('group', { name: 'Birth date' });
    const segments = screen.getAllByRole('spinbutton');
    expect(segments).toHaveLength(3);
    await userEvent.click(segments[0]!);
    await userEvent.keyboard('03151990');
    expect(onChange).toHaveBeenCalled();
    expect(String(onChange.mock.lastCall![0])).toBe('1990-03-15');
    expect(group).toBeInTheDocument();
  });
  it('reports invalid', () => {
    render(<DateField label="Birth date" isInvalid errorMessage="You must be 18" />);
    expect(screen.getByText('You must be 18')).toBeInTheDocument();
  });
});
