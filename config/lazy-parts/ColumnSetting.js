// ProTable's column-setting button. Its popover (a draggable tree of columns) loads on the first
// pointer or keyboard approach to the button; until then the same icon with the same tooltip stands
// in its place, and a click made while it loads opens the popover once it is there.
import SettingOutlined from '@ant-design/icons/es/icons/SettingOutlined';
import { useIntl } from '@ant-design/pro-provider';
import { Tooltip } from 'antd';
import { createElement, lazy, Suspense, useEffect, useRef, useState } from 'react';

const load = () => import(/* webpackChunkName: "lazy-column-setting" */ '@ant-design/pro-table/es/components/ColumnSetting/index.js');
const Real = lazy(load);

function Trigger({ settingIcon, children, onWant }) {
  const intl = useIntl();
  const handlers = { onPointerEnter: () => onWant(false), onFocus: () => onWant(false), onClick: () => onWant(true) };
  if (children) return createElement('span', handlers, children);
  return createElement(
    Tooltip,
    { title: intl.getMessage('tableToolBar.columnSetting', '列设置') },
    createElement('span', handlers, settingIcon ?? createElement(SettingOutlined)),
  );
}

export default function ColumnSetting(props) {
  const [want, setWant] = useState(false);
  const openOnLoad = useRef(false);
  const box = useRef(null);
  const onWant = (clicked) => {
    if (clicked) openOnLoad.current = true;
    setWant(true);
  };
  const trigger = createElement(Trigger, { ...props, onWant });
  return want
    ? createElement('span', { ref: box }, createElement(Suspense, { fallback: trigger }, createElement(Opened, { props, box, openOnLoad })))
    : trigger;
}

/** The real component; clicks its trigger once when the user clicked while it was loading. */
function Opened({ props, box, openOnLoad }) {
  useEffect(() => {
    if (!openOnLoad.current) return;
    openOnLoad.current = false;
    box.current?.querySelector('.anticon, [role="img"]')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  }, [box, openOnLoad]);
  return createElement(Real, props);
}
