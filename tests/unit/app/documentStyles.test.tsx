import { SearchOutlined } from '@ant-design/icons';
import { render } from '@testing-library/react';
import { ConfigProvider, Table } from 'antd';
import { setDocumentLang, settleDocumentStyles } from '@/utils/documentStyles';
import getScrollBarSize, { getTargetScrollBarSize } from '@/utils/scrollbarSize';

/**
 * While `run` runs: each keyed <style> (rc-util's `updateCSS`) added, removed or rewritten, and each
 * write of <html lang>. antd's own component styles (cssinjs, no key) are inserted in tests, which
 * have no style snapshot, and are left out.
 */
async function changesDuring(run: () => void): Promise<string[]> {
  const seen: string[] = [];
  const observer = new MutationObserver((records) => {
    for (const r of records) {
      if (r.type === 'attributes') seen.push(`attribute ${r.attributeName}`);
      const key = (n: Node) => (n.nodeName === 'STYLE' ? (n as Element).getAttribute('rc-util-key') : null);
      if (key(r.target)) seen.push(`rewrite ${key(r.target)}`);
      for (const n of [...r.addedNodes, ...r.removedNodes]) if (key(n)) seen.push(`style ${key(n)}`);
    }
  });
  observer.observe(document.documentElement, { childList: true, subtree: true, attributes: true, attributeFilter: ['lang'] });
  run();
  await new Promise((r) => setTimeout(r, 0));
  observer.disconnect();
  return seen;
}

describe('the document styles settled before the first render', () => {
  it('sets the language and the icons’ style, so the first icon changes no stylesheet', async () => {
    settleDocumentStyles('en');
    expect(document.documentElement.lang).toBe('en');
    expect(document.querySelectorAll('style[rc-util-key="@ant-design-icons"]')).toHaveLength(1);
    // the app's provider, as in the layout: the icon's own insertion finds the same style
    const changes = await changesDuring(() =>
      render(
        <ConfigProvider>
          <SearchOutlined />
        </ConfigProvider>,
      ),
    );
    expect(changes).toEqual([]);
  });

  it('writes <html lang> only when it changes', async () => {
    setDocumentLang('zh-CN');
    expect(await changesDuring(() => setDocumentLang('zh-CN'))).toEqual([]);
    expect(await changesDuring(() => setDocumentLang('en'))).toEqual(['attribute lang']);
  });
});

describe('scrollbar sizes', () => {
  const probesDuring = async (run: () => void) => {
    const added: string[] = [];
    const observer = new MutationObserver((rs) => rs.forEach((r) => r.addedNodes.forEach((n) => added.push(n.nodeName))));
    observer.observe(document.documentElement, { childList: true, subtree: true });
    run();
    await new Promise((r) => setTimeout(r, 0));
    observer.disconnect();
    return added;
  };

  it('measures a plain scrollbar once, without a <style>, and again after a resize', async () => {
    window.dispatchEvent(new Event('resize'));
    const a = document.createElement('div');
    const b = document.createElement('div');
    document.body.append(a, b);
    expect(await probesDuring(() => getTargetScrollBarSize(a))).toEqual(['DIV']);
    expect(await probesDuring(() => getTargetScrollBarSize(b))).toEqual([]);
    expect(getTargetScrollBarSize(b)).toEqual({ width: 0, height: 0 });
    window.dispatchEvent(new Event('resize'));
    expect(await probesDuring(() => getTargetScrollBarSize(b))).toEqual(['DIV']);
    expect(await probesDuring(() => getScrollBarSize())).toEqual(['DIV']);
    expect(await probesDuring(() => getScrollBarSize())).toEqual([]);
  });

  it('copies a target’s own ::-webkit-scrollbar size into the probe’s style, as rc-util does', async () => {
    const real = window.getComputedStyle.bind(window);
    const spy = jest
      .spyOn(window, 'getComputedStyle')
      .mockImplementation((el, pseudo) => (pseudo ? ({ width: '8px', height: 'auto' } as CSSStyleDeclaration) : real(el)));
    try {
      const el = document.createElement('div');
      document.body.append(el);
      const added = await probesDuring(() => getTargetScrollBarSize(el));
      expect(added).toEqual(['STYLE', 'DIV']);
      expect(document.querySelectorAll('style[rc-util-key^="rc-scrollbar-measure"]')).toHaveLength(0);
    } finally {
      spy.mockRestore();
    }
  });

  it('lets a table mount without inserting a <style>', async () => {
    getTargetScrollBarSize(document.body);
    const changes = await changesDuring(() =>
      render(<Table rowKey="id" columns={[{ dataIndex: 'id', title: 'Id' }]} dataSource={[{ id: 1 }]} scroll={{ y: 200 }} />),
    );
    expect(changes).toEqual([]);
  });
});
