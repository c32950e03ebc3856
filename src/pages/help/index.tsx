import SearchBox from '@/components/SearchBox';
import useUrlFilters from '@/hooks/useUrlFilters';
import { queryArticleTree } from '@/services/content';
import { FormattedMessage, useIntl } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Card, Col, Row, Tabs } from 'antd';
import LoadState from '@/components/LoadState';
import ArticleList from './components/ArticleList';
import CategoryTree, { ALL_ARTICLES } from './components/CategoryTree';
import NoticeList from './components/NoticeList';

/** Help centre: category tree on the left; articles or notices on the right. State lives in the URL. */
export default function HelpCentre() {
  const intl = useIntl();
  const [url, setUrl] = useUrlFilters();
  const tree = useRequest(queryArticleTree);
  const tab = url.tab === 'notices' ? 'notices' : 'articles';
  const category = url.cat ?? ALL_ARTICLES;
  const page = Math.max(1, Number(url.page) || 1);

  return (
    <Row gutter={[12, 12]}>
      <Col xs={24} md={7} lg={6}>
        <Card size="small" title={<FormattedMessage id="market.help.categories" />} styles={{ body: { padding: 4 } }}>
          <LoadState loading={tree.loading && !tree.data} error={tree.error} onRetry={tree.refresh}>
            <CategoryTree
              tree={tree.data ?? []}
              selected={tab === 'articles' ? category : ''}
              onSelect={(cat) => setUrl({ cat: cat === ALL_ARTICLES ? undefined : cat })}
            />
          </LoadState>
        </Card>
      </Col>
      <Col xs={24} md={17} lg={18}>
        {/* the search sits in the card's head, not in the tab bar: a tablist may hold only tabs */}
        <Card
          size="small"
          styles={{ body: { paddingTop: 0 } }}
          extra={
            tab === 'articles' && (
              <SearchBox
                size="small"
                value={url.q ?? ''}
                style={{ width: 240 }}
                placeholder={intl.formatMessage({ id: 'market.help.search' })}
                onSearch={(q) => setUrl({ ...url, q, page: undefined })}
              />
            )
          }
        >
          <Tabs
            activeKey={tab}
            onChange={(k) => setUrl(k === 'notices' ? { tab: 'notices' } : {})}
            items={[
              {
                key: 'articles',
                label: <FormattedMessage id="market.help.tab.articles" />,
                children: (
                  <ArticleList
                    categoryId={category}
                    keyword={url.q}
                    page={page}
                    onPage={(p) => setUrl({ ...url, page: p > 1 ? p : undefined })}
                  />
                ),
              },
              {
                key: 'notices',
                label: <FormattedMessage id="market.help.tab.notices" />,
                children: <NoticeList page={page} onPage={(p) => setUrl({ ...url, page: p > 1 ? p : undefined })} />,
              },
            ]}
          />
        </Card>
      </Col>
    </Row>
  );
}
