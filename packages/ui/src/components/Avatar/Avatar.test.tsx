import { fireEvent, render, screen } from '@testing-library/react';
import { Avatar, initials } from './index';

describe('Avatar', () => {
  it('computes initials', () => {
    expect(initials('Ada Byron Lovelace')).toBe('AL');
    expect(initials('  cher ')).toBe('C');
  });
  it('falls back to initials when the image fails', () => {
    render(<Avatar name="Ada Lovelace" src="/missing.png" />);
    fireEvent.error(screen.getByRole('img', { name: 'Ada Lovelace' }));
    expect(screen.getByRole('img', { name: 'Ada Lovelace' })).toHaveTextContent('AL');
  });
});
