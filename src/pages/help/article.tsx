import { paths } from '@/constants/market';
import { getArticle } from '@/services/content';
import { formatDateTime } from '@/utils/format';
import { FormattedMessage, useParams } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Typography } from 'antd';
import { useLocalName } from '@/hooks/useText';
import ContentDetail from './components/ContentDetail';

/** /help/article/{id}: one help article. */
export default function HelpArticle() {
  const { id = '' } = useParams();
  const ln = useLocalName();
  // a missing article is a page state, not an error toast
  const { data, loading, error, refresh } = useRequest(() => getArticle(id, { skipErrorHandler: true }), { refreshDeps: [id] });
  return (
    <ContentDetail
      loading={loading}
      error={error}
      onRetry={refresh}
      notFoundText={<FormattedMessage id="market.help.articleNotFound" />}
      title={data && ln(data.title, data.titleEn)}
      meta={
        data && (
          <Typography.Text type="secondary">
            <FormattedMessage id="market.help.releaseAt" />: {formatDateTime(data.releaseAt)}
          </Typography.Text>
        )
      }
      body={data && ln(data.body, data.bodyEn)}
      prev={data?.prev}
      next={data?.next}
      linkOf={paths.article}
    />
  );
}
