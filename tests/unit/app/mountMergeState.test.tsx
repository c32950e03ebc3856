import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { useMountMergeState } from '@/utils/mountMergeState';
import { useCurrentMenuLayoutProps } from '@/layouts/currentMenuLayoutProps';

type Setter = (v: number | ((n: number) => number)) => void;

function harness(controlled?: number) {
  const seen: number[] = [];
  const changes: Array<[number, number]> = [];
  let set: Setter = () => undefined;
  function Probe() {
    const [value, setValue] = useMountMergeState<number>(1, {
      value: controlled,
      onChange: (v, prev) => changes.push([v, prev]),
    });
    set = setValue;
    seen.push(value);
    return null;
  }
  render(<Probe />);
  return { seen, changes, set: (v: number | ((n: number) => number)) => act(() => set(v)) };
}

describe('merged state that skips equal values', () => {
  it('renders nothing more when the value set is the one it holds', () => {
    const h = harness();
    h.set(1);
    expect(h.seen).toEqual([1]);
    expect(h.changes).toEqual([]);
  });

  it('applies new values, functional updates and a change back in one batch', () => {
    const h = harness();
    h.set(2);
    expect(h.seen.at(-1)).toBe(2);
    h.set((n) => n + 1);
    expect(h.seen.at(-1)).toBe(3);
    // 4 then back to 3 in one batch: the second call differs from the first, so it is not skipped
    act(() => {
      h.set(4);
      h.set(3);
    });
    expect(h.seen.at(-1)).toBe(3);
    expect(h.changes.map(([v]) => v)).toEqual([2, 3]);
  });

  it('keeps a controlled value and skips setting it again from a mount effect', () => {
    const renders: number[] = [];
    function Layout() {
      const [loading, setLoading] = useMountMergeState<boolean>(false, { value: false });
      renders.push(Number(loading));
      useEffect(() => setLoading(false), [setLoading]);
      return null;
    }
    render(<Layout />);
    expect(renders).toEqual([0]);
  });
});

describe('menu layout props derived while rendering', () => {
  it('is undefined for a menu item that overrides nothing, and picks only defined overrides', () => {
    const seen: unknown[] = [];
    function Probe({ menu }: { menu: Record<string, unknown> }) {
      seen.push(useCurrentMenuLayoutProps(menu));
      return null;
    }
    const { rerender } = render(<Probe menu={{ path: '/a' }} />);
    rerender(<Probe menu={{ layout: 'top', navTheme: undefined, fixSiderbar: true }} />);
    rerender(<Probe menu={{ layout: { old: true } }} />);
    expect(seen).toEqual([undefined, { layout: 'top', fixSiderbar: true }, undefined]);
  });
});
