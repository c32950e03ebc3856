import { AVATAR_MAX_BYTES, AVATAR_SIZE } from '@/constants/account';
import { DEFAULT_AVATAR } from '@/constants/session';
import { assetUrl } from '@/microapp/urls';
import usePrefixedPath from '@/hooks/usePrefixedPath';
import { patchUserAvatar, patchUserName } from '@/services/customer';
import type { CurrentUser } from '@/types';
import { formatDateTime } from '@/utils/format';
import { reportError } from '@/utils/reportError';
import { toast } from '@/utils/toast';
import { plainNameIssue } from '@/domain/formRules';
import { UploadOutlined } from '@ant-design/icons';
import { Link, useDispatch } from '@umijs/max';
import { Avatar, Button, Card, Col, Descriptions, Row, Space, Tag, Typography, Upload } from 'antd';
import { useState } from 'react';
import { IMAGE_TYPES, squareImage } from './imageFile';
import useText from '@/hooks/useText';

const STATUS_COLOR = {
  UNAUTHORIZED: 'default',
  PENDING: 'processing',
  AUTHORIZED: 'success',
  REJECTED: 'error',
} as const;

/** Avatar (upload, back to the default), name (editable), ids, real-name state, roles. */
export default function ProfileHeader({ user }: { user: CurrentUser }) {
  const t = useText();
  const to = usePrefixedPath();
  const dispatch = useDispatch();
  const [busy, setBusy] = useState(false);
  const reload = () => dispatch({ type: 'user/fetch' });

  const upload = async (file: File) => {
    if (!IMAGE_TYPES.includes(file.type)) {
      toast.warning(t('account.overview.avatarType'));
      return;
    }
    setBusy(true);
    try {
      const data = await squareImage(file, AVATAR_SIZE);
      if (data.length * 0.75 > AVATAR_MAX_BYTES) {
        toast.warning(t('account.overview.avatarTooLarge'));
        return;
      }
      await patchUserAvatar(data);
      toast.success(t('account.overview.avatarSaved'));
      reload();
    } catch (e) {
      // the pipeline showed a refused upload; an image the browser cannot read is said here
      reportError(e, { fallbackId: 'account.overview.avatarUnreadable' });
    } finally {
      setBusy(false);
    }
  };
  const reset = async () => {
    await patchUserAvatar('');
    reload();
  };
  // the name being edited: a refused one stays in the field, as typed, until the user fixes or cancels it
  const [draft, setDraft] = useState<string>();
  const rename = async (nickname: string) => {
    const v = nickname.trim();
    if (!v || v === user.nickname) return setDraft(undefined);
    const issue = plainNameIssue(v);
    if (issue) {
      setDraft(nickname);
      toast.error(t(`server.name.${issue}`, { label: t('account.overview.nickname') }));
      return undefined;
    }
    setDraft(undefined);
    try {
      await patchUserName(v);
    } catch {
      setDraft(nickname); // the pipeline showed why; the name stays to be fixed
      return undefined;
    }
    toast.success(t('account.common.saved'));
    reload();
    return undefined;
  };

  const roles = [
    ...(user.supplier ? [t('account.role.supplier')] : []),
    ...(user.reseller ? [t('account.role.reseller')] : []),
    ...(user.developer ? [t('account.role.developer')] : []),
    ...user.roles.map((r) => t(`account.role.${r}`, undefined, r)),
  ];

  return (
    <Card size="small">
      <Row gutter={24} wrap={false} align="top">
        <Col flex="140px">
          <Space direction="vertical" align="center" size={4} style={{ width: '100%' }}>
            <Avatar size={80} src={user.avatar || assetUrl(DEFAULT_AVATAR)} alt="" data-testid="profile-avatar" />
            <Upload
              accept={IMAGE_TYPES.join(',')}
              showUploadList={false}
              beforeUpload={(f) => {
                upload(f);
                return false;
              }}
            >
              <Button size="small" icon={<UploadOutlined />} loading={busy}>
                {t('account.overview.uploadAvatar')}
              </Button>
            </Upload>
            {user.avatar ? (
              <Typography.Link onClick={reset} style={{ fontSize: 12 }}>
                {t('account.overview.resetAvatar')}
              </Typography.Link>
            ) : null}
          </Space>
        </Col>
        <Col flex="auto">
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 1, md: 2, lg: 3, xl: 3, xxl: 3 }}
            items={[
              {
                key: 'n',
                label: t('account.overview.nickname'),
                children: (
                  <Typography.Text
                    editable={{
                      onChange: rename,
                      editing: draft !== undefined ? true : undefined,
                      text: draft,
                      onCancel: () => setDraft(undefined),
                      maxLength: 20,
                      triggerType: ['icon', 'text'],
                    }}
                    data-testid="profile-nickname"
                  >
                    {user.nickname || user.username}
                  </Typography.Text>
                ),
              },
              {
                key: 'u',
                label: t('account.overview.username'),
                children: user.username,
              },
              {
                key: 'id',
                label: t('account.overview.id'),
                children: <Typography.Text copyable>{user.id}</Typography.Text>,
              },
              {
                key: 'r',
                label: t('account.overview.realName'),
                children: (
                  <Space size={4}>
                    <Tag color={STATUS_COLOR[user.realNameAuthStatus]}>{t(`account.realnameStatus.${user.realNameAuthStatus}`)}</Tag>
                    {user.realName ?? null}
                    {!user.realNameAuth ? <Link to={to('/profile/realname')}>{t('account.overview.realNameGo')}</Link> : null}
                  </Space>
                ),
              },
              {
                key: 't',
                label: t('account.overview.accountType'),
                children: user.puid === '0' ? t('account.common.mainAccount') : t('account.common.subAccount'),
              },
              {
                key: 'c',
                label: t('account.overview.createdAt'),
                children: formatDateTime(user.createdAt) || '-',
              },
              {
                key: 'roles',
                label: t('account.overview.roles'),
                span: 3,
                children: (
                  <Space size={[4, 4]} wrap>
                    {roles.map((r) => (
                      <Tag key={r}>{r}</Tag>
                    ))}
                  </Space>
                ),
              },
            ]}
          />
        </Col>
      </Row>
    </Card>
  );
}
