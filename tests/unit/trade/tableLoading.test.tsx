jest.mock('@umijs/max', () => require('../umiMock').umiMock);

/**
 * The thin loading bar under the order status tabs: it shows while the rows load and goes away
 * once they are in. (It stayed on, sliding under the tab bar like an ink bar under the wrong tab.)
 */
import { TableLoadingBar, useTableLoading } from '@/components/TableLoading';
import { ProTable } from '@ant-design/pro-components';
import { act, render, screen, waitFor } from '@testing-library/react';

type Row = { id: string; name: string };

function Harness({ request }: { request: () => Promise<{ data: Row[]; total: number; success: boolean }> }) {
  const loading = useTableLoading();
  return (
    <div>
      <TableLoadingBar loading={loading.loading} />
      <ProTable<Row>
        {...loading.tableProps}
        rowKey="id"
        search={false}
        options={false}
        columns={[{ title: 'Name', dataIndex: 'name' }]}
        request={request}
      />
    </div>
  );
}

describe('table loading bar', () => {
  it('shows while the rows load and is gone once they are in', async () => {
    let resolve: (v: { data: Row[]; total: number; success: boolean }) => void = () => undefined;
    const request = jest.fn(() => new Promise<{ data: Row[]; total: number; success: boolean }>((r) => (resolve = r)));
    render(<Harness request={request} />);
    await waitFor(() => expect(screen.getByTestId('table-loading')).toBeInTheDocument());
    await act(async () => resolve({ data: [{ id: '1', name: 'first row' }], total: 1, success: true }));
    await screen.findByText('first row');
    await waitFor(() => expect(screen.queryByTestId('table-loading')).toBeNull());
  });

  it('is gone after a failed load too', async () => {
    let reject: (e: Error) => void = () => undefined;
    const request = jest.fn(() => new Promise<{ data: Row[]; total: number; success: boolean }>((_r, j) => (reject = j)));
    render(<Harness request={request} />);
    await waitFor(() => expect(screen.getByTestId('table-loading')).toBeInTheDocument());
    await act(async () => reject(new Error('refused')));
    await waitFor(() => expect(screen.queryByTestId('table-loading')).toBeNull());
  });
});
