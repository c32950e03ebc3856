import usePrefixedPath from '@/hooks/usePrefixedPath';
import { getMyCommodity, updateCommodity } from '@/services/commodity';
import { RequestError } from '@/utils/request';
import { toast } from '@/utils/toast';
import { history, useIntl, useParams } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Button, Result, Skeleton } from 'antd';
import CommodityForm from './components/CommodityForm';
import { type CommodityFormValues, toFormValues, toInput } from './components/formValues';
import useText from '@/hooks/useText';

/** Edit one of my commodities; a changed stock goes through the stock ledger. */
export default function EditCommodity() {
  const intl = useIntl();
  const t = useText();
  const to = usePrefixedPath();
  const { id = '' } = useParams<{ id: string }>();
  // a missing commodity is this page's own state, not a toast
  const { data, loading, error, refresh } = useRequest(() => getMyCommodity(id, { skipErrorHandler: true }), { refreshDeps: [id] });
  const back = () => history.push(to('/commodity'));

  if (loading && !data) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (error || !data) {
    const missing = error instanceof RequestError && error.status === 404;
    return (
      <Result
        status={missing ? '404' : 'error'}
        title={t(missing ? 'supplier.form.notFound' : 'supplier.common.loadFailed')}
        extra={[
          missing ? null : (
            <Button key="retry" onClick={refresh}>
              {t('supplier.common.retry')}
            </Button>
          ),
          <Button key="back" type="primary" onClick={back}>
            {intl.formatMessage({ id: 'route.commodity' })}
          </Button>,
        ]}
      />
    );
  }
  const save = async (v: CommodityFormValues) => {
    await updateCommodity({ ...toInput(v), id });
    toast.success(t('supplier.form.updated'));
    back();
  };
  return <CommodityForm key={data.id} mode="edit" initialValues={toFormValues(data, Date.now())} onSave={save} />;
}
