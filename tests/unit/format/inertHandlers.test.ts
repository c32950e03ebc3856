import { originalName, renameHandlers } from '@/utils/inertHandlers';

describe('event-handler attributes renamed before sanitising', () => {
  it('renames every handler attribute, however it is written, and leaves text alone', () => {
    expect(renameHandlers('<img src=x onerror=alert(1)>')).toBe('<img src=x xinert-onerror=alert(1)>');
    expect(renameHandlers('<svg/onload=alert(1)>')).toBe('<svg/xinert-onload=alert(1)>');
    expect(renameHandlers('<img alt=">" ONERROR = "x">')).toBe('<img alt=">" xinert-ONERROR = "x">');
    expect(renameHandlers('<img src="x"onerror="y">')).toBe('<img src="x"xinert-onerror="y">');
    expect(renameHandlers('one=1 onx=2 <b>bold</b>')).toBe('one=1 onx=2 <b>bold</b>');
    expect(originalName('xinert-onerror')).toBe('onerror');
  });
});
