import type { FieldRule } from '../formRules';
import { DEVELOPER_APPLICANT_TYPES, type DeveloperApplicationInput } from './types';

/**
 * The developer application's checks (SPEC §5 generic rules), declared once: the form shows them
 * and the fake backend refuses with the same rules and messages.
 */
export const DEVELOPER_APPLICATION_LIMITS = {
  nameMin: 2,
  nameMax: 64,
  purposeMin: 20,
  purposeMax: 1000,
  redirectUrisMax: 5,
} as const;

const L = DEVELOPER_APPLICATION_LIMITS;

export const DEVELOPER_APPLICATION_RULES: Record<keyof DeveloperApplicationInput, readonly FieldRule[]> = {
  applicantType: [{ required: true, enum: DEVELOPER_APPLICANT_TYPES }],
  name: [
    { required: true, whitespace: true },
    { min: L.nameMin, max: L.nameMax },
  ],
  contactEmail: [{ required: true, type: 'email' }],
  contactPhone: [{ type: 'tel' }],
  website: [{ type: 'url' }],
  redirectUris: [
    { required: true, type: 'array' },
    { type: 'array', min: 1, max: L.redirectUrisMax },
  ],
  purpose: [
    { required: true, whitespace: true },
    { min: L.purposeMin, max: L.purposeMax },
  ],
};

/** Each entry of redirectUris. */
export const REDIRECT_URI_RULE: FieldRule = { required: true, type: 'url' };

/**
 * Whether `url` is an absolute http: or https: address: the only kind the OAuth2 tester opens or
 * posts to (never `javascript:`, `data:` or a path that the page would resolve itself).
 */
export function isWebUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false; // not an absolute URL at all: the answer, not a failure
  }
}
