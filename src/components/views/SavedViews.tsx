import { nameProblems, VIEW_LIMITS } from '@/domain/views/rules';
import type { SavedView } from '@/domain/views/types';
import useSubmit from '@/hooks/useSubmit';
import useText from '@/hooks/useText';
import { createSavedView, deleteSavedView, setDefaultSavedView, updateSavedView } from '@/services/views';
import { copyText } from '@/utils/clipboard';
import { toast } from '@/utils/toast';
import { DownOutlined, SaveOutlined, StarFilled } from '@ant-design/icons';
import { Button, type ButtonProps, Checkbox, Dropdown, Form, Input, Modal, Select, Space, Tooltip, type MenuProps } from 'antd';
import { useRef, useState } from 'react';
import type { InputRef } from 'antd';
import { columnsOfTable, viewSearch, type SavedViewsState } from './useSavedViews';
import { palette } from '@/constants/palette';

interface SaveValues {
  name: string;
  isDefault?: boolean;
}

/** A view's shareable address: this page with the view's filters and id (the locale prefix kept). */
function shareUrl(view: SavedView): string {
  return `${window.location.origin}${window.location.pathname}${viewSearch(view)}`;
}

/**
 * The saved-views control of a dense table's toolbar: pick a view (its filters, sort, columns and
 * density apply), save the current state under a name, save changes to the picked view, make it
 * the table's default, copy a link to it, delete it. Views live on the backend, per user.
 */
export default function SavedViews({ state }: { state: SavedViewsState }) {
  const t = useText();
  const [form] = Form.useForm<SaveValues>();
  const [saving, setSaving] = useState(false);
  const nameRef = useRef<InputRef>(null);
  const [modal, holder] = Modal.useModal();
  const { current, views } = state;
  const owned = current?.owned === true;

  /** The table's state as a view keeps it. */
  const snapshot = () => {
    // the page number is where the user is, not part of the view
    const { current: _page, ...filters } = state.filters;
    return { filters, columns: columnsOfTable(state.columns), density: state.density };
  };

  const save = useSubmit(form, async (values: SaveValues) => {
    let view = await createSavedView({ table: state.table, name: values.name.trim(), ...snapshot() });
    if (values.isDefault) view = await setDefaultSavedView(view.id, true);
    state.changed(view);
    setSaving(false);
    form.resetFields();
    toast.success(t('views.done.saved', { name: view.name }));
    state.apply(view);
  });

  const act = useSubmit(undefined, async (key: string) => {
    if (!current) return;
    if (key === 'share') {
      await copyText(shareUrl(current), t('views.done.shareCopied', { name: current.name }));
      return;
    }
    if (key === 'update') {
      const view = await updateSavedView(current.id, snapshot());
      state.changed(view);
      toast.success(t('views.done.updated', { name: view.name }));
      state.apply(view);
    } else if (key === 'default') {
      const view = await setDefaultSavedView(current.id, !current.isDefault);
      state.changed(view);
      toast.success(t(view.isDefault ? 'views.done.defaultSet' : 'views.done.defaultCleared', { name: view.name }));
    } else if (key === 'delete') {
      await deleteSavedView(current.id);
      state.changed(current, true);
      toast.success(t('views.done.deleted', { name: current.name }));
      state.apply(undefined);
    }
  });

  const pick = (key: string) => {
    if (key === 'delete' && current) {
      modal.confirm({
        title: t('views.delete.confirm', { name: current.name }),
        okText: t('views.action.delete'),
        okButtonProps: { danger: true, 'data-testid': 'view-delete-ok' } as ButtonProps,
        cancelText: t('views.save.cancel'),
        onOk: () => act.onFinish('delete'),
      });
    } else void act.onFinish(key);
  };

  const items: MenuProps['items'] = current
    ? [
        ...(owned
          ? [
              { key: 'update', label: t('views.action.update', { name: current.name }) },
              { key: 'default', label: t(current.isDefault ? 'views.action.unsetDefault' : 'views.action.setDefault') },
            ]
          : []),
        { key: 'share', label: t('views.action.share') },
        ...(owned ? [{ type: 'divider' as const }, { key: 'delete', label: t('views.action.delete'), danger: true }] : []),
      ]
    : [];

  const options = [
    ...views.map((v) => ({
      value: v.id,
      label: (
        <span data-testid="view-option">
          {v.name}
          {v.isDefault ? (
            <StarFilled aria-label={t('views.control.default')} style={{ color: palette.warningIcon, marginInlineStart: 6 }} />
          ) : null}
        </span>
      ),
      title: v.name,
    })),
    ...(current && !current.owned
      ? [{ value: current.id, label: `${current.name} · ${t('views.control.shared')}`, title: current.name }]
      : []),
  ];

  return (
    <Space size={4} data-testid="saved-views">
      {holder}
      <Select
        size="middle"
        style={{ width: 140 }}
        // the list is wider than the box: names show whole there
        popupMatchSelectWidth={false}
        aria-label={t('views.control.label')}
        placeholder={t('views.control.placeholder')}
        value={current?.id}
        allowClear
        options={options}
        notFoundContent={t('views.control.none')}
        onChange={(id?: string) => state.apply(id ? [...views, ...(current ? [current] : [])].find((v) => v.id === id) : undefined)}
        data-testid="view-select"
      />
      <Tooltip title={t('views.action.save')}>
        <Button icon={<SaveOutlined />} aria-label={t('views.action.save')} onClick={() => setSaving(true)} data-testid="view-save" />
      </Tooltip>
      {current ? (
        <Dropdown trigger={['click']} menu={{ items, onClick: ({ key }) => pick(key) }}>
          <Button aria-label={t('views.action.more')} loading={act.busy} icon={<DownOutlined />} data-testid="view-more" />
        </Dropdown>
      ) : null}
      <Modal
        open={saving}
        title={t('views.save.title')}
        okText={t('views.save.ok')}
        cancelText={t('views.save.cancel')}
        confirmLoading={save.busy}
        onOk={() => form.submit()}
        onCancel={() => setSaving(false)}
        // the dialog takes the focus when it opens: hand it to the name
        afterOpenChange={(open) => open && nameRef.current?.focus()}
        okButtonProps={{ 'data-testid': 'view-save-ok' } as ButtonProps}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={save.onFinish} preserve={false}>
          <Form.Item
            name="name"
            label={t('views.save.name')}
            rules={[
              {
                validator: (_r, v: unknown) => {
                  const [p] = nameProblems(v);
                  return p ? Promise.reject(new Error(t(p.key, p.values))) : Promise.resolve();
                },
              },
            ]}
          >
            <Input ref={nameRef} maxLength={VIEW_LIMITS.name} data-testid="view-name" />
          </Form.Item>
          <Form.Item name="isDefault" valuePropName="checked" style={{ marginBottom: 0 }}>
            <Checkbox data-testid="view-default">{t('views.save.default')}</Checkbox>
          </Form.Item>
        </Form>
      </Modal>
    </Space>
  );
}
