import { useIntl } from '@umijs/max';
import { useEffect } from 'react';
import useRouteMeta from './useRouteMeta';

/** Page title per route in the current locale; returns the translated title. */
export default function useDocumentTitle(): string {
  const intl = useIntl();
  const { title } = useRouteMeta();
  const text = title ? intl.formatMessage({ id: title }) : '';
  const app = intl.formatMessage({ id: 'app.name' });
  useEffect(() => {
    document.title = text ? `${text} - ${app}` : app;
  }, [text, app]);
  return text;
}
