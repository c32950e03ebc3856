/** @jest-environment ./tests/env/jsdom.js */
const mockAnswer: { value: unknown } = { value: undefined };
let mockHydrating = false;
jest.mock('@/utils/routeData', () => ({ ...jest.requireActual('@/utils/routeData'), preloadedAnswer: () => mockAnswer.value }));
jest.mock('@/utils/hydration', () => ({ ...jest.requireActual('@/utils/hydration'), hydrationPending: () => mockHydrating }));
jest.mock('@/utils/token', () => ({ isAuthenticated: () => true }));

const userModel = (require('@/models/user') as typeof import('@/models/user')).default;

describe('the user store at the first render', () => {
  it("starts with the user the route's loader already has, so the guards pass in the same render", () => {
    mockAnswer.value = { id: 'u1', username: 'supplier' };
    expect(userModel.state).toEqual({ currentUser: mockAnswer.value, status: 'loaded' });
  });

  it('starts empty without an answer, and while a server-rendered page is hydrated', () => {
    mockAnswer.value = undefined;
    expect(userModel.state).toEqual({ currentUser: undefined, status: 'idle' });
    mockAnswer.value = { id: 'u1' };
    mockHydrating = true;
    expect(userModel.state.currentUser).toBeUndefined();
    mockHydrating = false;
  });
});
