jest.mock('@umijs/max', () => require('../umiMock').umiMock);
const mockListServer = jest.fn();
jest.mock('@/services/market', () => ({
  searchGames: () => Promise.resolve([{ id: '101', name: '魔兽世界', nameEn: 'World of Warcraft', categories: [] }]),
  listServer: (...args: unknown[]) => mockListServer(...args),
  listCategory: () => Promise.resolve([{ id: '1011', name: '金币', nameEn: 'Gold' }]),
  listAttribute: () => Promise.resolve([]),
}));

import PlacementFields from '@/pages/demand/components/PlacementFields';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form } from 'antd';

/** A choice list whose options failed to load says so with a retry, instead of an empty "No data". */
test('the server list that failed to load shows the failure in its dropdown, and its retry loads the options', async () => {
  mockListServer.mockRejectedValueOnce(new Error('503')).mockResolvedValue([{ id: '10101', name: '白银之手', nameEn: 'Silver Hand' }]);
  render(
    <Form initialValues={{ gameId: '101' }}>
      <PlacementFields />
    </Form>,
  );
  await waitFor(() => expect(mockListServer).toHaveBeenCalledTimes(1));
  const server = document.querySelector('#serverId')!;
  fireEvent.mouseDown(server);
  expect(await screen.findByTestId('options-failed')).toHaveTextContent('Could not load. Please retry.');
  expect(screen.queryByText('Silver Hand')).toBeNull();
  fireEvent.click(screen.getByTestId('options-retry'));
  await waitFor(() => expect(mockListServer).toHaveBeenCalledTimes(2));
  expect(await screen.findByTitle('Silver Hand')).toBeInTheDocument();
  expect(screen.queryByTestId('options-failed')).toBeNull();
});
