import { Dropdown, type MenuProps } from 'antd';
import { useComposeRef } from 'rc-util/es/ref';
import { type Ref, useEffect, useRef, useState } from 'react';
import acts from './rowActions.less';
import { DOWN_ICON } from './rowIcons';

interface Props {
  menu: MenuProps;
  /** the button's name (its only content is the arrow) */
  label: string;
  testId: string;
  /** the button, for a menu item that hands focus back to it (useMenuTrigger) */
  buttonRef?: Ref<HTMLButtonElement>;
}

/**
 * A row's "more" menu behind a plain arrow button. The Dropdown (a trigger with its observers)
 * mounts on the first click, open, not with each of hundreds of rows. Mounting it replaces the
 * button's node, so a focused button (clicked, or pressed from the keyboard) gets the focus back.
 */
export default function RowMenu({ menu, label, testId, buttonRef }: Props) {
  const [armed, setArmed] = useState(false);
  const [open, setOpen] = useState(false);
  const own = useRef<HTMLButtonElement>(null);
  const hadFocus = useRef(false);
  const ref = useComposeRef(own, buttonRef ?? null);
  useEffect(() => {
    if (armed && hadFocus.current) own.current?.focus();
  }, [armed]);
  const button = (
    <button
      ref={ref}
      type="button"
      className={acts.act}
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={open}
      data-testid={testId}
      // once armed, the Dropdown's own click handler opens and closes the menu
      onClick={
        armed
          ? undefined
          : (e) => {
              hadFocus.current = document.activeElement === e.currentTarget;
              setArmed(true);
              setOpen(true);
            }
      }
    >
      {DOWN_ICON}
    </button>
  );
  return armed ? (
    <Dropdown trigger={['click']} menu={menu} open={open} onOpenChange={setOpen}>
      {button}
    </Dropdown>
  ) : (
    button
  );
}
