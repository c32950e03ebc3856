import StoreInfoForm from '@/components/onboarding/StoreInfoForm';
import { supplierStoreInfo } from '@/components/supplier/SupplierInfoFields';
import { useAccess } from '@/hooks/useCurrentUser';
import { getSupplierSetting } from '@/services/supplier';
import { formatDateTime } from '@/utils/format';
import { toast } from '@/utils/toast';
import { useDispatch } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Alert, Card, Descriptions, Skeleton, Tabs, Typography } from 'antd';
import { REMARK_LENGTH_MAX, REMARKS_MAX } from './components/RemarkList';
import FilterRulesForm from './components/FilterRulesForm';
import FilteredResellers from './components/FilteredResellers';
import GameConfigTable from './components/GameConfigTable';
import RemarkList from './components/RemarkList';
import useText from '@/hooks/useText';
import LoadState from '@/components/LoadState';

/** Supplier settings: store info, quick remarks, in/out remarks, game configs, receiver filter rules. */
export default function SupplierSettings() {
  const t = useText();
  const dispatch = useDispatch();
  const access = useAccess();
  const readOnly = access.isSub;
  const { data, loading, error, refresh } = useRequest(getSupplierSetting);

  if (loading && !data) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (error || !data) return <LoadState error onRetry={refresh} />;
  const hint = (
    <Typography.Paragraph type="secondary">
      {t('supplier.setting.remarks.hint', { max: REMARKS_MAX, length: REMARK_LENGTH_MAX })}
    </Typography.Paragraph>
  );
  return (
    <Card size="small">
      {readOnly ? <Alert type="warning" showIcon message={t('supplier.auth.sub')} style={{ marginBottom: 12 }} /> : null}
      <Tabs
        destroyInactiveTabPane={false}
        items={[
          {
            key: 'store',
            label: t('supplier.setting.tab.store'),
            children: (
              <>
                <Descriptions size="small" column={3} style={{ marginBottom: 16 }}>
                  <Descriptions.Item label={t('supplier.setting.store.opened')}>
                    {formatDateTime(data.firstOpenedAt) || '-'}
                  </Descriptions.Item>
                </Descriptions>
                {readOnly ? null : (
                  <StoreInfoForm
                    spec={supplierStoreInfo}
                    submitText={t('supplier.common.save')}
                    onSaved={async () => {
                      toast.success(t('supplier.common.saved'));
                      await dispatch({ type: 'user/fetch' });
                      refresh();
                    }}
                  />
                )}
              </>
            ),
          },
          {
            key: 'remarks',
            label: t('supplier.setting.tab.remarks'),
            children: (
              <>
                {hint}
                <RemarkList kind="QUICK" value={data.quickRemarks} readOnly={readOnly} onSaved={refresh} />
              </>
            ),
          },
          {
            key: 'inOut',
            label: t('supplier.setting.tab.inOut'),
            children: (
              <>
                {hint}
                <Typography.Title level={5}>{t('supplier.setting.in')}</Typography.Title>
                <RemarkList kind="IN" value={data.inRemarks} readOnly={readOnly} onSaved={refresh} />
                <Typography.Title level={5} style={{ marginTop: 24 }}>
                  {t('supplier.setting.out')}
                </Typography.Title>
                <RemarkList kind="OUT" value={data.outRemarks} readOnly={readOnly} onSaved={refresh} />
              </>
            ),
          },
          {
            key: 'games',
            label: t('supplier.setting.tab.games'),
            children: <GameConfigTable value={data.gameConfigs} readOnly={readOnly} onSaved={refresh} />,
          },
          {
            key: 'filter',
            label: t('supplier.setting.tab.filter'),
            children: (
              <>
                <FilterRulesForm value={data.filterRules} readOnly={readOnly} onSaved={refresh} />
                <FilteredResellers readOnly={readOnly} />
              </>
            ),
          },
        ]}
      />
    </Card>
  );
}
