import usePrefixedPath from '@/hooks/usePrefixedPath';
import { createCommodity } from '@/services/commodity';
import { toast } from '@/utils/toast';
import { history, useIntl } from '@umijs/max';
import { useMemo } from 'react';
import CommodityForm from './components/CommodityForm';
import { type CommodityFormValues, emptyValues, toInput } from './components/formValues';

/** Publish a commodity; on success back to My commodities. */
export default function NewCommodity() {
  const intl = useIntl();
  const to = usePrefixedPath();
  const initialValues = useMemo(() => emptyValues(Date.now()), []);
  const save = async (v: CommodityFormValues) => {
    await createCommodity(toInput(v));
    toast.success(intl.formatMessage({ id: 'supplier.form.published' }));
    history.push(to('/commodity'));
  };
  return <CommodityForm mode="new" initialValues={initialValues} onSave={save} />;
}
