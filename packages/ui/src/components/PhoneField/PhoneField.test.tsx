import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { countryByDialCode, flagOf, PhoneField, sampleCountries } from './index';

describe('PhoneField', () => {
  it('limits digits to the country mask', async () => {
    const onChange = vi.fn();
    render(<PhoneField label="Phone" defaultValue={{ country: 'US', digits: '' }} onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    await userEvent.type(input, '2125550123999');
    expect(input).toHaveValue('(212) 555-0123');
    expect(onChange).toHaveBeenLastCalledWith({ country: 'US', digits: '2125550123', e164: '+12125550123', complete: true });
  });

  it('paste strips non-digits and picks the country by dial code', () => {
    const onChange = vi.fn();
    render(<PhoneField label="Phone" onChange={onChange} />);
    fireEvent.paste(screen.getByRole('textbox', { name: 'Phone' }), { clipboardData: { getData: () => '+44 7700 900-123 📞' } });
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ country: 'GB', digits: '7700900123' }));
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('7700 900123');
  });

  it('changes country from the picker with the keyboard', async () => {
    const onChange = vi.fn();
    render(<PhoneField label="Phone" countryLabel="Code" onChange={onChange} />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: /Code/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ country: 'GB' }));
  });

  it('finds countries and flags', () => {
    expect(countryByDialCode('77011234567', sampleCountries)?.code).toBe('KZ');
    expect(flagOf('de')).toBe('🇩🇪');
  });
});
