import LoadState from '@/components/LoadState';
import { getAutomationSettings } from '@/services/automation';
import { useRequest } from 'ahooks';
import { useRef } from 'react';
import AutomationForm from './components/AutomationForm';
import AutomationRuns, { type AutomationRunsHandle } from './components/AutomationRuns';

/** /commodity/automation: the supplier's bargaining and stock rules, and what they did. */
export default function CommodityAutomation() {
  const settings = useRequest(getAutomationSettings);
  const runs = useRef<AutomationRunsHandle>(null);
  return (
    <>
      <LoadState loading={settings.loading && !settings.data} error={settings.error} onRetry={settings.refresh} rows={8}>
        {settings.data ? (
          <AutomationForm
            settings={settings.data}
            onSaved={(s) => {
              settings.mutate(s);
              runs.current?.reload();
            }}
          />
        ) : null}
      </LoadState>
      <div style={{ height: 16 }} />
      <AutomationRuns ref={runs} />
    </>
  );
}
