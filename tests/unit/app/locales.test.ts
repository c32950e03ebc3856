import en from '@/locales/en-US';
import zh from '@/locales/zh-CN';
import { routeTable } from '../../../config/routes';

describe('locale files', () => {
  it('zh-CN and en-US have the same keys', () => {
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
  });
  it('every route title and menu group is translated in both', () => {
    routeTable.forEach((r) => {
      expect(zh).toHaveProperty([r.title]);
      expect(en).toHaveProperty([r.title]);
      if (r.menu) expect(en).toHaveProperty([`menu.${r.menu}`]);
    });
  });
  it('no value is empty', () => {
    [zh, en].forEach((l) => Object.entries(l).filter(([k]) => !k.endsWith('.separator')).forEach(([, v]) => expect(String(v).trim()).not.toBe('')));
  });
});
