import usePrefixedPath from '@/hooks/usePrefixedPath';
import { getMyCommodity, updateCommodity } from '@/services/commodity';
import { RequestError } from '@/utils/request';
import { toast } from '@/utils/toast';
import { history, useParams } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Button, Result, Skeleton } from 'antd';
import CommodityForm from './components/CommodityForm';
import { type CommodityFormValues, toFormValues, toInput } from './components/formValues';
import useText from '@/hooks/useText';
import LoadState from '@/components/LoadState';

/** Edit one of my commodities; a changed stock goes through the stock ledger. */
export default function EditCommodity() {
  const t = useText();
  const to = usePrefixedPath();
  const { id = '' } = useParams<{ id: string }>();
  // a missing commodity is this page's own state, not a toast
  const { data, loading, error, refresh } = useRequest(() => getMyCommodity(id, { skipErrorHandler: true }), { refreshDeps: [id] });
  const back = () => history.push(to('/commodity'));

  if (loading && !data) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (error || !data) {
    const toList = (
      <Button type="primary" onClick={back}>
        {t('route.commodity')}
      </Button>
    );
    if (error instanceof RequestError && error.status === 404)
      return <Result status="404" title={t('supplier.form.notFound')} extra={toList} />;
    return <LoadState error onRetry={refresh} extra={toList} />;
  }
  const save = async (v: CommodityFormValues) => {
    await updateCommodity({ ...toInput(v), id });
    toast.success(t('supplier.form.updated'));
    back();
  };
  return <CommodityForm key={data.id} mode="edit" initialValues={toFormValues(data, Date.now())} onSave={save} />;
}
