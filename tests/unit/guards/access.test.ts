import access, { parentIdOf, splitSubAuthorities } from '@/access';
import { makeUser } from '../fixtures';

describe('access', () => {
  it('a puid of 0 is a main account and its own parent', () => {
    const a = access(makeUser({ id: '7', puid: '0' }));
    expect(a.isMain).toBe(true);
    expect(a.isSub).toBe(false);
    expect(a.parentId).toBe('7');
  });
  it('a positive puid is a sub-account whose parent is puid', () => {
    const a = access(makeUser({ id: '8', puid: '7', subAuthorities: 'A|B| C |' }));
    expect(a.isSub).toBe(true);
    expect(a.parentId).toBe('7');
    expect(a.subAuthorities).toEqual(['A', 'B', 'C']);
  });
  it('splits authorities on the pipe only', () => {
    expect(splitSubAuthorities('X,Y|Z')).toEqual(['X,Y', 'Z']);
    expect(splitSubAuthorities(undefined)).toEqual([]);
    expect(parentIdOf({ id: '3', puid: '-1' })).toBe('3');
  });
  it('maps roles', () => {
    const a = access(makeUser({ roles: ['ROLE_ADMIN'], supplier: true }));
    expect(a.isAdmin).toBe(true);
    expect(a.isSupplier).toBe(true);
    expect(a.isReseller).toBe(false);
    expect(a.isBuyer).toBe(false);
    expect(access(undefined).isLoggedIn).toBe(false);
  });
});
