import { SUPPLIER_AGREEMENT_VERSION } from '@/constants/commodity';
import { acceptSupplierAgreement } from '@/services/supplier';
import { useIntl } from '@umijs/max';
import { Button, Checkbox, Space, Typography } from 'antd';
import { useState } from 'react';

const CLAUSES = ['p1', 'p2', 'p3', 'p4', 'p5'];

/** Step 2: the publish commodity agreement, read to the end and accepted. */
export default function TermsStep({ onNext }: { onNext: () => Promise<void> }) {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const [read, setRead] = useState(false);
  const [agreed, setAgreed] = useState(false);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    try {
      await acceptSupplierAgreement({ agreed: true, version: SUPPLIER_AGREEMENT_VERSION });
      await onNext();
    } finally {
      setBusy(false);
    }
  };
  return (
    <div style={{ maxWidth: 760, margin: '0 auto' }}>
      <Typography.Title level={5}>{t('supplier.auth.terms.title', { version: SUPPLIER_AGREEMENT_VERSION })}</Typography.Title>
      <div
        style={{
          maxHeight: 220,
          overflow: 'auto',
          border: '1px solid #f0f0f0',
          borderRadius: 6,
          padding: '12px 16px',
          background: '#fafafa',
        }}
        onScroll={(e) => {
          const el = e.currentTarget;
          if (el.scrollTop + el.clientHeight >= el.scrollHeight - 8) setRead(true);
        }}
        ref={(el) => {
          // short enough to need no scrolling: it counts as read
          if (el && el.scrollHeight <= el.clientHeight + 8 && !read) setRead(true);
        }}
        data-testid="agreement-text"
      >
        {CLAUSES.map((c) => (
          <Typography.Paragraph key={c}>{t(`supplier.auth.terms.${c}`)}</Typography.Paragraph>
        ))}
      </div>
      <Space direction="vertical" style={{ marginTop: 16 }}>
        <Checkbox checked={agreed} disabled={!read} onChange={(e) => setAgreed(e.target.checked)} data-testid="agreement-check">
          {t('supplier.auth.terms.agree')}
        </Checkbox>
        {!read ? <Typography.Text type="secondary">{t('supplier.auth.terms.scroll')}</Typography.Text> : null}
        <Button type="primary" disabled={!agreed} loading={busy} onClick={submit} data-testid="auth-next">
          {t('supplier.auth.next')}
        </Button>
      </Space>
    </div>
  );
}
