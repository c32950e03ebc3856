/** Display names of the third-party sign-in registrations; an unknown id is shown as it is. */
const PROVIDER_NAMES: Record<string, string> = { github: 'GitHub' };

export const providerName = (id: string): string => PROVIDER_NAMES[id] ?? id;
