import CalendarOutlined from '@ant-design/icons/es/icons/CalendarOutlined';
import ClockCircleOutlined from '@ant-design/icons/es/icons/ClockCircleOutlined';
import SwapRightOutlined from '@ant-design/icons/es/icons/SwapRightOutlined';
import { useIntl } from '@ant-design/pro-provider';
import { parseValueToDay } from '@ant-design/pro-utils';
import { getStatusClassNames } from 'antd/es/_util/statusUtils';
import { ConfigContext } from 'antd/es/config-provider';
import useStyle from 'antd/es/date-picker/style';
import { FormItemInputContext } from 'antd/es/form/context';
import dayjs from 'dayjs';
import { createElement as h, forwardRef, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { keyBuffer } from './keyBuffer';

/**
 * ProField's date and time renderers with the picker itself (rc-picker, ~26 KiB gzip) loaded on
 * first approach. Until then a stand-in made of the picker's own markup and styles shows the value
 * and the placeholders, so a list's filter row paints complete and does not move. A pointer over
 * the field, or focus, starts the load; the focus and every key typed meanwhile are replayed into
 * the real picker when it mounts (keyBuffer.js), so it ends as if it had been there all along.
 *
 * `kind`: 'date' | 'range' | 'time' | 'timeRange'; `pick` takes the renderer from the module.
 */
export function lazyPicker(load, kind, pick = (m) => m.default) {
  const loaded = { Field: null, promise: null };
  const ensure = () => {
    loaded.promise ??= load().then(
      (m) => {
        loaded.Field = pick(m);
      },
      (error) => {
        loaded.promise = null; // the next approach tries again
        throw error;
      },
    );
    return loaded.promise;
  };

  return forwardRef(function LazyPicker(props, ref) {
    const [Field, setField] = useState(() => loaded.Field);
    const [failure, setFailure] = useState(null);
    const buffer = useMemo(keyBuffer, []);
    const box = useRef(null);
    const editing = props.mode === 'edit' || props.mode === 'update';
    // a chunk that failed to load goes to the page's error boundary, as a lazy page would
    if (failure) throw failure;

    const approach = () => {
      if (!Field) ensure().then(() => setField(() => loaded.Field), setFailure);
    };

    useEffect(() => {
      // read mode and the light filter have no stand-in: they load as they render
      if (!editing || props.light) approach();
      return buffer.stop;
    }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once: on mount, and the buffer's release on unmount

    useLayoutEffect(() => {
      if (!Field || buffer.index < 0) return;
      const inputs = [...(box.current?.querySelectorAll('input') ?? [])];
      // after this commit: the picker's own effects have run, keys stay held until then
      setTimeout(() => buffer.replay(inputs), 0);
    }, [Field]); // eslint-disable-line react-hooks/exhaustive-deps -- when the picker arrives

    if (Field) return h('span', { ref: box, style: { display: 'contents' } }, h(Field, { ...props, ref }));
    if (!editing) return readText(props, kind);
    if (props.light) return null;
    return h(StandIn, { kind, props, buffer, approach });
  });
}

const RANGE = { range: true, timeRange: true };

function formatOf(props, kind) {
  const f = props.fieldProps?.format ?? props.format;
  if (Array.isArray(f)) return f[0];
  return f || (kind === 'time' || kind === 'timeRange' ? 'HH:mm:ss' : 'YYYY-MM-DD');
}

function show(value, format) {
  const day = parseValueToDay(value);
  if (!day || !dayjs.isDayjs(day) || !day.isValid()) return '';
  return typeof format === 'function' ? format(day) : day.format(format);
}

/** What the renderer shows in read mode, before its module is there. */
function readText(props, kind) {
  const format = formatOf(props, kind);
  if (!RANGE[kind]) return show(props.text, format) || '-';
  const [start, end] = Array.isArray(props.text) ? props.text : [];
  return h(
    'div',
    { style: { display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' } },
    h('div', null, show(start, format) || '-'),
    h('div', null, show(end, format) || '-'),
  );
}

/** The picker's closed look with its own classes and styles; typing is kept for the real one. */
function StandIn({ kind, props, buffer, approach }) {
  const intl = useIntl();
  const { getPrefixCls } = useContext(ConfigContext);
  const { status, hasFeedback } = useContext(FormItemInputContext);
  const prefixCls = getPrefixCls('picker');
  const [, hashId] = useStyle(prefixCls);
  const fieldProps = props.fieldProps ?? {};
  const range = !!RANGE[kind];
  const format = formatOf(props, kind);
  const values = range ? (Array.isArray(fieldProps.value) ? fieldProps.value : []) : [fieldProps.value];
  const select = intl.getMessage('tableForm.selectPlaceholder', '请选择');
  const placeholders = [].concat(fieldProps.placeholder ?? (range ? [select, select] : select));
  const [typed, setTyped] = useState([]);
  const root = useRef(null);
  const shown = (i, list = typed) => list[i] ?? show(values[i], format);
  buffer.onEcho((i, key) =>
    setTyped((list) => {
      const next = [...list];
      next[i] = key === 'Backspace' ? shown(i, list).slice(0, -1) : key.length === 1 ? shown(i, list) + key : shown(i, list);
      return next;
    }),
  );
  const variant = fieldProps.variant ?? (fieldProps.bordered === false || props.plain ? 'borderless' : 'outlined');

  const input = (i) =>
    h(
      'div',
      { className: `${prefixCls}-input`, key: `input-${i}` },
      h('input', {
        id: i === 0 ? fieldProps.id : undefined,
        'aria-invalid': status === 'error',
        autoComplete: 'off',
        // the picker's own rule: the format's length, at least a date's (a time's), plus two
        size:
          Math.max(kind === 'time' || kind === 'timeRange' ? 8 : 10, (typeof format === 'function' ? format(dayjs()) : format).length) + 2,
        placeholder: placeholders[i] ?? placeholders[0],
        disabled: fieldProps.disabled,
        'date-range': range ? (i === 0 ? 'start' : 'end') : undefined,
        value: shown(i),
        onFocus: () => {
          buffer.start(i);
          approach();
        },
        // focus moved out before the picker came: it must not take it back (a blur from the
        // stand-in's own removal, when the picker replaces it, is no such move)
        onBlur: (e) => {
          if (e.target.isConnected && !root.current?.contains(e.relatedTarget)) buffer.stop();
        },
        // text that came without keys (paste, an input method); keys are held by the buffer
        onChange: (e) => {
          const next = [...typed];
          next[i] = e.target.value;
          buffer.text(i, e.target.value);
          setTyped(next);
        },
      }),
      range ? null : suffix(prefixCls, kind),
    );

  return h(
    'div',
    {
      className: [
        prefixCls,
        range && `${prefixCls}-range`,
        `${prefixCls}-${variant}`,
        fieldProps.size === 'small' && `${prefixCls}-small`,
        fieldProps.size === 'large' && `${prefixCls}-large`,
        fieldProps.disabled && `${prefixCls}-disabled`,
        getStatusClassNames(prefixCls, status, hasFeedback),
        hashId,
        fieldProps.className,
      ]
        .filter(Boolean)
        .join(' '),
      ref: root,
      style: fieldProps.style,
      onPointerEnter: approach,
      // a press outside the inputs (the icon, the padding) focuses the first one, as the picker does
      onMouseDown: (e) => {
        if (e.target.tagName === 'INPUT' || fieldProps.disabled) return;
        e.preventDefault();
        e.currentTarget.querySelector('input')?.focus();
      },
    },
    input(0),
    range &&
      h(
        'div',
        { className: `${prefixCls}-range-separator`, key: 'separator' },
        h('span', { 'aria-label': 'to', className: `${prefixCls}-separator` }, h(SwapRightOutlined)),
      ),
    range && input(1),
    range && suffix(prefixCls, kind),
  );
}

function suffix(prefixCls, kind) {
  const Icon = kind === 'time' || kind === 'timeRange' ? ClockCircleOutlined : CalendarOutlined;
  return h('span', { className: `${prefixCls}-suffix`, key: 'suffix' }, h(Icon));
}
