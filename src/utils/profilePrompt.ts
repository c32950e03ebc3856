import type { CurrentUser } from '@/types';
import { stripPrefix } from './localePrefix';

/** SPEC §9: main accounts lacking contactQq or contactPhone must complete them (not on /profile). */
export function needsProfilePrompt(user: CurrentUser | undefined, isMain: boolean, pathname: string): boolean {
  if (!user || !isMain) return false;
  const path = stripPrefix(pathname);
  if (path === '/profile' || path.startsWith('/profile/')) return false;
  return !user.contactQq || !user.contactPhone;
}
