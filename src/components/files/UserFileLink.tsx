import { isStoredFileUrl } from '@/domain/supplier/uploads';
import { apiUrl } from '@/microapp/urls';
import { PaperClipOutlined } from '@ant-design/icons';
import { Typography } from 'antd';

/**
 * A file a user attached, as a download. Only a file this backend stored (its bucket URL) becomes
 * a link, saved with `download` and opened apart from the console (`noopener noreferrer`); any
 * other address, whatever it points at, is shown as its name only and never followed.
 */
export default function UserFileLink({ name, url }: { name: string; url: string }) {
  if (!isStoredFileUrl(url)) {
    return (
      <Typography.Text type="secondary" data-testid="user-file-unlinked">
        <PaperClipOutlined /> {name}
      </Typography.Text>
    );
  }
  return (
    <Typography.Link href={apiUrl(url)} download={name} target="_blank" rel="noopener noreferrer" data-testid="user-file">
      <PaperClipOutlined /> {name}
    </Typography.Link>
  );
}
