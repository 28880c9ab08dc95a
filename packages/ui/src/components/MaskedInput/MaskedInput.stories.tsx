import type { Meta, StoryObj } from '@storybook/react-vite';
import { column } from '../../stories/fixtures';
import { MaskedInput } from './MaskedInput';

const meta = {
  title: 'Forms/MaskedInput',
  component: MaskedInput,
  args: { label: 'Card number', mask: '#### #### #### ####', defaultValue: '4111111111' },
  decorators: [(Story) => <div style={column}><Story /></div>],
} satisfies Meta<typeof MaskedInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Digits: Story = {};
export const LettersAndDigits: Story = { args: { label: 'Passport', mask: '@@ ######', defaultValue: 'ab123', description: 'Two letters and six digits' } };
export const Invalid: Story = { args: { label: 'Postcode', mask: '########', defaultValue: '123', isInvalid: true, errorMessage: 'Up to 8 digits' } };
