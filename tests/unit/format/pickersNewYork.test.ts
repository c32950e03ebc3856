/**
 * @jest-environment ./tests/unit/format/newYorkEnvironment.ts
 */
/** Date-time pickers in Beijing time on a New York machine (with daylight saving); see pickerCases.ts. */
import { pickerCases } from './pickerCases';

jest.mock('@umijs/max', () => ({ getLocale: jest.fn(() => 'zh-CN'), getIntl: jest.fn(), history: { push: jest.fn() } }));

describe('date-time pickers in Beijing time, New York machine', () => {
  test('the machine zone really is New York here', () => {
    expect(new Date('2024-01-01T00:00:00Z').getHours()).toBe(19);
  });
  pickerCases();
});
