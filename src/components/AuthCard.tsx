import { Card } from 'antd';
import type { ReactNode } from 'react';

/** Narrow centred card for the sign-in related pages. */
export default function AuthCard({ children }: { children: ReactNode }) {
  return (
    <Card style={{ maxWidth: 420, margin: '24px auto' }} styles={{ body: { padding: 28 } }}>
      {children}
    </Card>
  );
}
