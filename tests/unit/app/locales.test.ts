import { allMessages } from '@/locales/all';
import enCore from '@/locales/en-US';
import zhCore from '@/locales/zh-CN';

const en = allMessages['en-US'];
const zh = allMessages['zh-CN'];
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
  it('the entry part (core) has the same keys in both and holds every route title', () => {
    expect(Object.keys(zhCore).sort()).toEqual(Object.keys(enCore).sort());
    routeTable.forEach((r) => expect(enCore).toHaveProperty([r.title]));
  });
  it('no value is empty', () => {
    [zh, en].forEach((l) =>
      Object.entries(l)
        .filter(([k]) => !k.endsWith('.separator'))
        .forEach(([, v]) => expect(String(v).trim()).not.toBe('')),
    );
  });
});
