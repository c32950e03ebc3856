import { act, render } from '@testing-library/react';
import { ProLayout, RouteContext } from '@ant-design/pro-components';
import { useContext } from 'react';
import useSWR, { SWRConfig } from 'swr';
import { LAYOUT_SWR, isLayoutMenuKey } from '@/layouts/staticLayoutMenu';

function Probe({ keyOf, fetcher }: { keyOf: unknown[]; fetcher: () => Promise<string> }) {
  const { data, isLoading } = useSWR(keyOf, fetcher);
  return <span data-testid="probe">{isLoading ? 'loading' : String(data)}</span>;
}

/** Counts how often a consumer of the layout's context renders. */
function renderLayout(withConfig: boolean) {
  const renders = { count: 0 };
  function Consumer() {
    useContext(RouteContext);
    renders.count += 1;
    return <p>page</p>;
  }
  const layout = (
    <ProLayout
      layout="mix"
      route={{ path: '/', routes: [{ path: '/a', name: 'A' }] }}
      location={{ pathname: '/a' }}
      menu={{ loading: false }}
    >
      <Consumer />
    </ProLayout>
  );
  render(withConfig ? <SWRConfig value={LAYOUT_SWR}>{layout}</SWRConfig> : layout);
  return renders;
}

describe('static layout menu', () => {
  it('recognises only the layout menu key', () => {
    expect(isLayoutMenuKey(['pro-layout-3', undefined])).toBe(true);
    expect(isLayoutMenuKey(['orders', 1])).toBe(false);
    expect(isLayoutMenuKey('pro-layout-3')).toBe(false);
    expect(isLayoutMenuKey(null)).toBe(false);
  });

  it('skips the layout menu fetch and keeps every other key fetching', async () => {
    const menuFetch = jest.fn(async () => 'menu');
    const otherFetch = jest.fn(async () => 'rows');
    const { getAllByTestId } = render(
      <SWRConfig value={{ ...LAYOUT_SWR, provider: () => new Map() }}>
        <Probe keyOf={['pro-layout-9', undefined]} fetcher={menuFetch} />
        <Probe keyOf={['orders', 1]} fetcher={otherFetch} />
      </SWRConfig>,
    );
    await act(async () => {
      await Promise.resolve();
    });
    expect(menuFetch).not.toHaveBeenCalled();
    expect(otherFetch).toHaveBeenCalledTimes(1);
    expect(getAllByTestId('probe').map((p) => p.textContent)).toEqual(['undefined', 'rows']);
  });

  it('spares the page the layout re-renders the menu fetch causes', async () => {
    const plain = renderLayout(false);
    await act(async () => {
      await new Promise((r) => setTimeout(r, 20));
    });
    const spared = renderLayout(true);
    await act(async () => {
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(spared.count).toBeLessThan(plain.count);
    expect(spared.count).toBeLessThanOrEqual(2);
  });
});
