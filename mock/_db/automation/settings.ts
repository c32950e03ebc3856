import { checkSettings } from '../../../src/domain/automation/rules';
import type { AutomationRun, AutomationRunQuery, AutomationSettings, Paged } from '../../../src/types';
import { invalid } from '../../_lib/http';
import { tr } from '../../_lib/i18n';
import { paginate } from '../../_lib/paging';
import type { MockDb } from '../types';
import { automationOf, settingsOf } from './store';

export function getSettings(db: MockDb, ownerId: string): AutomationSettings {
  return settingsOf(db, ownerId);
}

/** Saves the whole settings of a main account; a commodity named must be the owner's. */
export function saveSettings(db: MockDb, ownerId: string, body: unknown, at: string): AutomationSettings {
  const { settings, violations } = checkSettings(body);
  settings.commodities.forEach((c, i) => {
    if (!db.market.commodities.some((x) => x.id === c.commodityId && x.supplierId === ownerId))
      violations.push({ field: `commodities.${i}.commodityId`, key: 'automation.rule.commodity' });
  });
  if (violations.length) throw invalid(violations.map((v) => ({ field: v.field, message: tr(v.key, v.values) })));
  const saved = { ...settings, updatedAt: at };
  automationOf(db).settings[ownerId] = saved;
  return structuredClone(saved);
}

/** Newest first. */
export function pageRuns(db: MockDb, ownerId: string, q: AutomationRunQuery): Paged<AutomationRun> {
  const rows = (db.automation?.runs ?? [])
    .filter((r) => r.ownerId === ownerId && (!q.kind || r.kind === q.kind))
    .map(({ ownerId: _owner, ...run }) => run)
    .reverse();
  return paginate(rows, { current: q.current, size: q.size });
}
