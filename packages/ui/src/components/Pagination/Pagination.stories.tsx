import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { LoadMore, Pagination } from './Pagination';

const meta = { title: 'Navigation/Pagination', component: Pagination, args: { page: 5, totalPages: 20, onChange: () => {} } } satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Pages: Story = {
  render: function PagesStory(args) {
    const [page, setPage] = useState(args.page);
    return <Pagination {...args} page={page} onChange={setPage} />;
  },
};
export const FirstPage: Story = { args: { page: 1, totalPages: 3 } };
export const LoadMoreButton: Story = { render: () => <LoadMore shown={24} total={120} onLoadMore={() => {}} /> };
export const LoadMorePending: Story = { render: () => <LoadMore shown={48} total={120} onLoadMore={() => {}} isPending /> };
