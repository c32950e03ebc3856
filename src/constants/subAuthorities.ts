export { SUB_AUTHORITIES, type SubAuthority } from '../domain/account/facts';
