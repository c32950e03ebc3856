import usePrefixedPath from '@/hooks/usePrefixedPath';
import useSubmit from '@/hooks/useSubmit';
import { getSupplierFiltering, saveResellerInfo, syncResellerMerchant, updateSupplierFilterRule } from '@/services/reseller';
import type { ResellerInfoInput, SupplierFilterRule } from '@/types';
import { toast } from '@/utils/toast';
import { ProForm, ProFormSelect, ProFormSwitch } from '@ant-design/pro-components';
import { Link, useDispatch } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Alert, Card, Col, Form, Row, Skeleton } from 'antd';
import ResellerInfoFields from '@/components/reseller/ResellerInfoFields';
import GameConfigCard from './components/GameConfigCard';
import useText from '@/hooks/useText';
import LoadState from '@/components/LoadState';

const RATES = ['0.8', '0.9', '0.95', '0.98'];

/** Receiver settings: store, who may sell to my demands, the games I receive. */
export default function ResellerSettings() {
  const to = usePrefixedPath();
  const dispatch = useDispatch();
  const t = useText();
  const merchant = useRequest(syncResellerMerchant);
  const filtering = useRequest(getSupplierFiltering);
  const [infoForm] = Form.useForm<ResellerInfoInput>();
  const [ruleForm] = Form.useForm<SupplierFilterRule & { minCompletionRate?: string }>();

  const info = useSubmit(infoForm, async (v: ResellerInfoInput) => {
    await saveResellerInfo({ ...v, storeUrl: v.storeUrl.trim().toLowerCase(), storeName: v.storeName.trim() });
    toast.success(t('reseller.setting.store.saved'));
    dispatch({ type: 'user/fetch' });
  });
  const rule = useSubmit(ruleForm, async (v: SupplierFilterRule) => {
    await updateSupplierFilterRule({ ...v, minCompletionRate: v.minCompletionRate || undefined });
    toast.success(t('reseller.setting.filter.saved'));
  });

  return (
    <>
      <Row gutter={12}>
        <Col xs={24} xl={12}>
          <Card
            size="small"
            title={t('reseller.setting.store')}
            style={{ marginBottom: 12 }}
            extra={
              merchant.data?.info.storeUrl ? (
                <Link to={to(`/buyer/${merchant.data.info.storeUrl}`)}>{t('reseller.setting.store.link')}</Link>
              ) : null
            }
          >
            {merchant.data ? (
              <ProForm<ResellerInfoInput>
                form={infoForm}
                initialValues={merchant.data.info}
                onFinish={info.onFinish}
                submitter={{
                  searchConfig: { submitText: t('reseller.setting.store.save') },
                  resetButtonProps: false,
                  submitButtonProps: { loading: info.busy },
                }}
              >
                <ResellerInfoFields />
              </ProForm>
            ) : merchant.error && !merchant.loading ? (
              <LoadState error onRetry={merchant.refresh} />
            ) : (
              <Skeleton active />
            )}
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card size="small" title={t('reseller.setting.filter')} style={{ marginBottom: 12 }}>
            {filtering.data ? (
              <>
                <Alert type="info" showIcon message={t('reseller.setting.filter.hint')} style={{ marginBottom: 12 }} />
                <ProForm<SupplierFilterRule>
                  form={ruleForm}
                  layout="horizontal"
                  labelCol={{ flex: '260px' }}
                  labelAlign="left"
                  initialValues={{ ...filtering.data.rule, minCompletionRate: filtering.data.rule.minCompletionRate ?? '' }}
                  onFinish={rule.onFinish}
                  submitter={{
                    searchConfig: { submitText: t('reseller.setting.filter.save') },
                    resetButtonProps: false,
                    submitButtonProps: { loading: rule.busy },
                  }}
                >
                  <ProFormSwitch name="refuseBlacklisted" label={t('reseller.setting.filter.refuseBlacklisted')} />
                  <ProFormSwitch name="refuseRiskWarned" label={t('reseller.setting.filter.refuseRiskWarned')} />
                  <ProFormSwitch name="whitelistOnly" label={t('reseller.setting.filter.whitelistOnly')} />
                  <ProFormSelect
                    name="minCompletionRate"
                    label={t('reseller.setting.filter.minCompletionRate')}
                    options={[
                      { value: '', label: t('reseller.setting.filter.minCompletionRate.none') },
                      ...RATES.map((r) => ({ value: r, label: `${Number(r) * 100}%` })),
                    ]}
                  />
                </ProForm>
                <div style={{ marginTop: 8 }}>
                  {t('reseller.setting.filter.filtered', { count: filtering.data.suppliers.length })} ·{' '}
                  {/* underlined: a link inside a sentence must not be told by colour alone */}
                  <Link to={to('/reseller/mySupplier?filtered=true')} style={{ textDecoration: 'underline' }}>
                    {t('reseller.setting.filter.manage')}
                  </Link>
                </div>
              </>
            ) : filtering.error && !filtering.loading ? (
              <LoadState error onRetry={filtering.refresh} />
            ) : (
              <Skeleton active />
            )}
          </Card>
        </Col>
      </Row>
      <GameConfigCard />
    </>
  );
}
