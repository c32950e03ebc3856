import { Typography } from 'antd';
import type { ReactNode } from 'react';

/** The heading every onboarding step opens with, and what it asks of the user. */
export default function StepTitle({ title, body }: { title: ReactNode; body?: ReactNode }) {
  return (
    <>
      <Typography.Title level={5}>{title}</Typography.Title>
      {body ? <Typography.Paragraph type="secondary">{body}</Typography.Paragraph> : null}
    </>
  );
}
