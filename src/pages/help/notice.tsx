import { NOTICE_LEVEL_COLOR, paths } from '@/constants/market';
import { useUserState } from '@/hooks/useCurrentUser';
import { confirmNotices, getNotice } from '@/services/content';
import { formatDateTime } from '@/utils/format';
import { FormattedMessage, useParams } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Tag, Typography } from 'antd';
import { useEffect } from 'react';
import { useLocalName } from '@/hooks/useText';
import ContentDetail from './components/ContentDetail';

/** /help/notice/{id}: one notice; reading it confirms it for a signed-in user. */
export default function HelpNotice() {
  const { id = '' } = useParams();
  const ln = useLocalName();
  const { currentUser } = useUserState();
  const { data, loading, error, refresh } = useRequest(() => getNotice(id, { skipErrorHandler: true }), {
    refreshDeps: [id, currentUser?.id],
  });

  useEffect(() => {
    // read marks are a side effect of reading: failure only means it stays unread
    if (currentUser && data?.read === false) confirmNotices([data.id]).catch(() => undefined);
  }, [currentUser, data?.id, data?.read]);

  return (
    <ContentDetail
      loading={loading}
      error={error}
      onRetry={refresh}
      notFoundText={<FormattedMessage id="market.help.noticeNotFound" />}
      title={data && ln(data.title, data.titleEn)}
      meta={
        data && (
          <>
            <Tag color={NOTICE_LEVEL_COLOR[data.level]} bordered={false}>
              <FormattedMessage id={`market.help.notice.level.${data.level}`} />
            </Tag>
            <Typography.Text type="secondary">
              <FormattedMessage id="market.help.releaseAt" />: {formatDateTime(data.releaseAt)}
            </Typography.Text>
          </>
        )
      }
      body={data && ln(data.body, data.bodyEn)}
      prev={data?.prev}
      next={data?.next}
      linkOf={paths.notice}
    />
  );
}
