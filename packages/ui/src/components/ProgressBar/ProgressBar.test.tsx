import { render, screen } from '@testing-library/react';
import { ProgressBar } from './index';

describe('ProgressBar', () => {
  it('exposes value, range and text', () => {
    render(<ProgressBar label="Wagering" value={30} maxValue={120} valueLabel="30 of 120" />);
    const bar = screen.getByRole('progressbar', { name: 'Wagering' });
    expect(bar).toHaveAttribute('aria-valuenow', '30');
    expect(bar).toHaveAttribute('aria-valuemax', '120');
    expect(bar).toHaveAttribute('aria-valuetext', '30 of 120');
  });
});
