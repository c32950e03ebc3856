import { localName } from '@/utils/i18n';
import { changeTone, formatChange, formatUnitPrice, unitsPerYuan } from '@/utils/market';

describe('market price helpers', () => {
  it('reads a unit price the other way round without floats', () => {
    expect(unitsPerYuan('4.32')).toBe('0.2315');
    expect(unitsPerYuan('0.2835')).toBe('3.5273');
    expect(unitsPerYuan('0.0001')).toBe('10,000');
    expect(unitsPerYuan('0')).toBe('');
    expect(unitsPerYuan('abc')).toBe('');
  });

  it('shows unit prices in the currency format of SPEC §9 (0,0.0[00000])', () => {
    expect(formatUnitPrice('4.6')).toBe('4.6');
    expect(formatUnitPrice('0.28350')).toBe('0.2835');
    expect(formatUnitPrice('1500')).toBe('1,500.0');
  });

  it('signs changes and tells their direction', () => {
    expect(formatChange('0.0123')).toBe('+1.23%');
    expect(formatChange('-0.005')).toBe('-0.5%');
    expect(formatChange('0')).toBe('0%');
    expect([changeTone('0.01'), changeTone('-0.01'), changeTone('0')]).toEqual(['up', 'down', 'flat']);
  });

  it('picks the name of the UI language with a fallback', () => {
    expect(localName('en-US', '魔兽世界', 'World of Warcraft')).toBe('World of Warcraft');
    expect(localName('zh-CN', '魔兽世界', 'World of Warcraft')).toBe('魔兽世界');
    expect(localName('en-US', '魔兽世界', '')).toBe('魔兽世界');
  });
});
