import useProgressiveRows, { FIRST_ROWS, ROWS_PER_TASK, RowReveal } from '@/components/table/progressiveRows';
import { act, render } from '@testing-library/react';
import { Table } from 'antd';

/** A scheduler the test runs by hand. */
function manual() {
  const queue: (() => void)[] = [];
  const schedule = (run: () => void) => {
    queue.push(run);
    return queue.length as unknown as ReturnType<typeof setTimeout>;
  };
  return { queue, schedule, runNext: () => queue.shift()?.() };
}

describe('RowReveal', () => {
  it('draws the first screen at once and the rest in later tasks, then starts over for a new page', () => {
    const m = manual();
    const reveal = new RowReveal(m.schedule, () => undefined);
    let notified = 0;
    reveal.subscribe(() => (notified += 1));
    expect(reveal.isFull('a0', 0)).toBe(true);
    expect(reveal.isFull('a39', FIRST_ROWS - 1)).toBe(true);
    expect(reveal.isFull('a40', FIRST_ROWS)).toBe(false);

    reveal.want(99);
    reveal.want(60);
    expect(m.queue).toHaveLength(1);
    m.runNext();
    expect(notified).toBe(1);
    expect(reveal.isFull('a79', FIRST_ROWS + ROWS_PER_TASK - 1)).toBe(true);
    expect(reveal.isFull('a99', 99)).toBe(false);
    m.runNext();
    expect(reveal.isFull('a99', 99)).toBe(true);
    // the drawn rows say so; the settling task then starts over for the next page
    for (let i = 0; i < 120; i += 1) reveal.markDrawn(`a${i}`);
    m.runNext();
    expect(m.queue).toHaveLength(0);
    expect(reveal.isFull('b99', 99)).toBe(false);
    // rows drawn once (a reload of the same page) stay drawn
    expect(reveal.isFull('a99', 99)).toBe(true);
  });

  it('keeps going when a row asks while the last step settles', () => {
    const m = manual();
    const reveal = new RowReveal(m.schedule, () => undefined);
    reveal.want(50);
    m.runNext(); // limit 80: settle scheduled
    reveal.want(150);
    m.runNext(); // settle sees a wish beyond the limit
    expect(m.queue).toHaveLength(1);
    m.runNext();
    m.runNext();
    expect(reveal.isFull('x150', 150)).toBe(true);
  });
});

interface Entry {
  id: string;
  name: string;
}

function Ledger({ data }: { data: Entry[] }) {
  const rows = useProgressiveRows<Entry>();
  return (
    <Table<Entry>
      rowKey="id"
      components={rows.components}
      onRow={rows.onRow}
      pagination={false}
      dataSource={data}
      columns={[{ title: 'Name', dataIndex: 'name' }]}
    />
  );
}

describe('useProgressiveRows', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('renders the first screen of rows with their cells and the others once their tasks have run', () => {
    const data = Array.from({ length: 130 }, (_, i) => ({ id: `e${i}`, name: `entry ${i}` }));
    const { container } = render(<Ledger data={data} />);
    const drawn = () => container.querySelectorAll('tbody tr.ant-table-row:not([data-pending-row])').length;
    expect(container.querySelectorAll('tbody tr.ant-table-row')).toHaveLength(130);
    expect(drawn()).toBe(FIRST_ROWS);
    expect(container.querySelector('tbody tr[data-pending-row]')?.getAttribute('aria-hidden')).toBe('true');
    // a task at a time, as the browser runs them (React draws between them)
    for (let i = 0; i < 5; i += 1) act(() => void jest.runOnlyPendingTimers());
    expect(drawn()).toBe(130);
    expect(container.querySelector('tr[data-row-key="e129"]')?.textContent).toBe('entry 129');
  });
});
