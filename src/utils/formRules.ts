/** The generic form rules live in src/domain (the fake backend checks with them too). */
export * from '../domain/formRules';
