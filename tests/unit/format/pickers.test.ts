/** Date-time pickers in Beijing time on this machine's zone (not UTC+8); see pickerCases.ts. */
import { pickerCases } from './pickerCases';

jest.mock('@umijs/max', () => ({ getLocale: jest.fn(() => 'zh-CN'), getIntl: jest.fn(), history: { push: jest.fn() } }));

describe('date-time pickers in Beijing time, machine zone', pickerCases);
