import { act, render } from '@testing-library/react';
import { PageContainer, ProLayout, RouteContext } from '@ant-design/pro-components';
import { useContext } from 'react';
import { SWRConfig } from 'swr';
import { LAYOUT_SWR } from '@/layouts/staticLayoutMenu';
import PageContainerSlot, { CONSOLE_CONTENT_STYLE } from '@/layouts/PageContainerSlot';

/** Renders the console's layout shape and counts how often the page renders. */
async function mount(slot: boolean) {
  const reported: number[] = [];
  function Page() {
    reported.push(useContext(RouteContext).hasPageContainer ?? 0);
    return <p>page</p>;
  }
  const container = (
    <PageContainer title="Orders">
      <Page />
    </PageContainer>
  );
  const view = render(
    <SWRConfig value={LAYOUT_SWR}>
      <ProLayout
        layout="mix"
        route={{ path: '/', routes: [{ path: '/a', name: 'A' }] }}
        location={{ pathname: '/a' }}
        contentStyle={CONSOLE_CONTENT_STYLE}
      >
        {slot ? <PageContainerSlot>{container}</PageContainerSlot> : container}
      </ProLayout>
    </SWRConfig>,
  );
  await act(async () => {
    await new Promise((r) => setTimeout(r, 20));
  });
  return { reported, view };
}

describe('the page container slot', () => {
  it('keeps the page container from reporting itself to the layout (a re-render of both)', async () => {
    const plain = await mount(false);
    const slotted = await mount(true);
    expect(plain.reported.at(-1)).toBe(1);
    expect(slotted.reported.every((n) => n === 0)).toBe(true);
  });

  it('gives the content no padding from the first render, as the reported container did', async () => {
    const { view } = await mount(true);
    const content = view.container.querySelector('.ant-pro-layout-content') as HTMLElement;
    expect(content.style.padding).toBe('0px');
    expect(content.className).not.toContain('has-page-container');
    expect(view.getByText('Orders')).toBeInTheDocument();
  });
});
