import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applyMask, isMaskComplete, maskCapacity, MaskedInput, unmask } from './index';

describe('mask', () => {
  it('applies digit, letter and any tokens with literals', () => {
    expect(applyMask('4951234567', '(###) ###-##-##')).toBe('(495) 123-45-67');
    expect(applyMask('49a5', '###-#')).toBe('495');
    expect(applyMask('ab12cd', '@@-##-@@')).toBe('ab-12-cd');
    expect(applyMask('a1b2', '****')).toBe('a1b2');
    expect(applyMask('123456789', '###')).toBe('123');
    expect(applyMask('12-', '##-##')).toBe('12-');
  });
  it('unmasks and measures', () => {
    expect(unmask('(495) 123-45-67', '(###) ###-##-##')).toBe('4951234567');
    expect(maskCapacity('(###) ###-##-##')).toBe(10);
    expect(isMaskComplete('12-34', '##-##')).toBe(true);
    expect(isMaskComplete('12-3', '##-##')).toBe(false);
  });
});

describe('MaskedInput', () => {
  it('formats while typing and reports raw characters', async () => {
    const onChange = vi.fn();
    render(<MaskedInput label="Card" mask="#### ####" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Card' });
    await userEvent.type(input, '12x345678');
    expect(input).toHaveValue('1234 5678');
    expect(onChange).toHaveBeenLastCalledWith('1234 5678', '12345678');
    expect(input).toHaveAttribute('inputmode', 'numeric');
  });
});
