import usePrefixedPath from '@/hooks/usePrefixedPath';
import { ApiOutlined, CloudUploadOutlined, FileMarkdownOutlined, FormOutlined } from '@ant-design/icons';
import { FormattedMessage, Link } from '@umijs/max';
import { List } from 'antd';

const TOOLS = [
  { path: '/playground/form', icon: <FormOutlined />, key: 'form' },
  { path: '/playground/markdown', icon: <FileMarkdownOutlined />, key: 'markdown' },
  { path: '/playground/oauth2', icon: <ApiOutlined />, key: 'oauth2' },
  { path: '/playground/upload', icon: <CloudUploadOutlined />, key: 'upload' },
];

/** The other developer pages, with one line on what each is for. */
export default function ToolLinks() {
  const to = usePrefixedPath();
  return (
    <List
      size="small"
      dataSource={TOOLS}
      renderItem={(t) => (
        <List.Item>
          <List.Item.Meta
            avatar={t.icon}
            title={
              <Link to={to(t.path)}>
                <FormattedMessage id={`route.playground.${t.key}`} />
              </Link>
            }
            description={<FormattedMessage id={`dev.tools.${t.key}`} />}
          />
        </List.Item>
      )}
    />
  );
}
