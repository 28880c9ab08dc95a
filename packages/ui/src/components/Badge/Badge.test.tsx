import { render, screen } from '@testing-library/react';
import { Badge } from './index';

describe('Badge', () => {
  it('renders its text with a tone class', () => {
    render(<><Badge>New</Badge><Badge tone="danger">Hot</Badge></>);
    expect(screen.getByText('New').className).not.toBe(screen.getByText('Hot').className);
  });
});
