import useUrlFilters, { rangeFromUrl, rangeToUrl } from '@/hooks/useUrlFilters';
import { queryArchivedDemands } from '@/services/demand';
import type { DemandQuery, DemandView } from '@/types';
import { proTableRequest, type ProTableParams } from '@/utils/proTable';
import { ProTable } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import { Alert } from 'antd';
import { useMemo } from 'react';
import { demandColumns } from './components/demandColumns';
import { type Sort, toDemandQuery } from './components/demandQuery';
import { useGames } from '@/hooks/useCatalog';

/** Archived demands (B/history/demand/page): the same columns, read-only. */
export default function DemandHistory() {
  const intl = useIntl();
  const [filters, setFilters] = useUrlFilters();
  const { games } = useGames();
  const columns = useMemo(
    () => demandColumns({ intl, games }).filter((c) => c.dataIndex !== 'depositState' && c.dataIndex !== 'prepaid'),
    [intl.locale, games], // eslint-disable-line react-hooks/exhaustive-deps -- rebuilt when the language changes (intl is a new object on every render)
  );
  const fetcher = useMemo(() => proTableRequest<DemandView, DemandQuery>(queryArchivedDemands), []);
  // the date range travels in the URL as createdFrom / createdTo, as on the demand list
  const initialValues = useMemo(() => rangeFromUrl(filters, 'createdRange', 'createdFrom', 'createdTo'), []); // eslint-disable-line react-hooks/exhaustive-deps -- read once at mount: the form keeps its own values afterwards
  return (
    <>
      <Alert type="info" showIcon message={intl.formatMessage({ id: 'reseller.history.hint' })} style={{ marginBottom: 12 }} />
      <ProTable<DemandView>
        size="small"
        rowKey="id"
        columns={columns}
        request={(params: ProTableParams, sort: Sort) => fetcher({ ...params, ...toDemandQuery(params, sort) } as ProTableParams)}
        form={{ initialValues, syncToUrl: false }}
        onSubmit={(v) => setFilters(rangeToUrl(v, 'createdRange', 'createdFrom', 'createdTo'))}
        onReset={() => setFilters({})}
        // a link that carries filters opens with them in view
        search={{ labelWidth: 'auto', span: 6, defaultCollapsed: Object.keys(filters).length === 0 }}
        pagination={{ defaultPageSize: 20, showSizeChanger: true }}
        scroll={{ x: 1400 }}
        locale={{ emptyText: intl.formatMessage({ id: 'reseller.list.empty' }) }}
      />
    </>
  );
}
