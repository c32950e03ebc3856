export type { RiskLevel, RiskQuery, RiskReason, RiskSide, RiskWarning } from '../domain/account/types';
