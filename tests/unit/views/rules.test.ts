/**
 * Saved-view rules shared by the save form and the fake backend (src/domain/views/rules.ts): what a
 * view may hold, and that names are unique per user and table whatever their case.
 */
import { checkViewInput, nameProblems, nameTaken, VIEW_LIMITS } from '@/domain/views/rules';
import { allMessages } from '@/locales/all';

const valid = {
  table: 'ORDER_SOLD',
  name: ' Morning ',
  filters: { sort: 'amount,desc', category: 'problem', empty: '' },
  columns: {},
  density: 'small',
};

describe('saved view rules', () => {
  it('cleans a valid view: trimmed name, empty filters dropped, only known column fields kept', () => {
    const { input, problems } = checkViewInput({
      ...valid,
      columns: { amount: { show: false, order: 2, fixed: 'left', width: 300 }, buyer: 'hidden' },
    });
    expect(problems).toEqual([]);
    expect(input).toEqual({
      table: 'ORDER_SOLD',
      name: 'Morning',
      filters: { sort: 'amount,desc', category: 'problem' },
      columns: { amount: { show: false, order: 2, fixed: 'left' } },
      density: 'small',
    });
  });

  it.each([
    [{ ...valid, table: 'ORDERS' }, 'table', 'views.rule.table'],
    [{ ...valid, name: '   ' }, 'name', 'views.rule.name.required'],
    [{ ...valid, name: 'x'.repeat(VIEW_LIMITS.name + 1) }, 'name', 'views.rule.name.max'],
    [{ ...valid, filters: { status: 3 } }, 'filters', 'views.rule.filters'],
    [{ ...valid, filters: ['a'] }, 'filters', 'views.rule.filters'],
    [{ ...valid, filters: { q: 'x'.repeat(VIEW_LIMITS.filterValue + 1) } }, 'filters', 'views.rule.filters'],
    [{ ...valid, columns: [] }, 'columns', 'views.rule.columns'],
    [{ ...valid, density: 'tiny' }, 'density', 'views.rule.density'],
  ])('refuses %j on its field', (body, field, key) => {
    expect(checkViewInput(body).problems).toEqual([expect.objectContaining({ field, key })]);
  });

  it('checks only the fields a change sends, never the table', () => {
    expect(checkViewInput({ density: 'large' }, true)).toEqual({ input: { density: 'large' }, problems: [] });
    expect(checkViewInput({ name: '' }, true).problems.map((p) => p.key)).toEqual(['views.rule.name.required']);
  });

  it('finds a taken name case-insensitively, on the same table only, except the view itself', () => {
    const views = [{ id: 'a', table: 'ORDER_SOLD' as const, name: 'Morning' }];
    expect(nameTaken(views, 'ORDER_SOLD', ' morning ')).toBe(true);
    expect(nameTaken(views, 'ORDER_PURCHASED', 'Morning')).toBe(false);
    expect(nameTaken(views, 'ORDER_SOLD', 'Morning', 'a')).toBe(false);
  });

  it('words every problem in both languages', () => {
    const keys = ['views.rule.table', 'views.rule.name.required', 'views.rule.name.max', 'views.rule.name.taken', 'views.rule.filters'];
    for (const key of keys) {
      expect(allMessages['en-US'][key]).toBeTruthy();
      expect(allMessages['zh-CN'][key]).toBeTruthy();
    }
    expect(nameProblems('ok')).toEqual([]);
  });
});
