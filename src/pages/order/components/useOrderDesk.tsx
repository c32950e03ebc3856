import type { Order } from '@/types';
import { toast } from '@/utils/toast';
import { KeyOutlined } from '@ant-design/icons';
import { Button, Modal, Tooltip } from 'antd';
import { useCallback, useEffect, useRef, useState, type HTMLAttributes } from 'react';
import desk from './desk.less';
import { DESK_KEYS, deskCommand, ownsKeys, type DeskCommand } from './deskKeys';
import useText from '@/hooks/useText';

interface Options {
  /** mark one order read (the page reloads its list) */
  onMarkRead: (orderNo: string) => void;
}

const ROW = 'tr[data-desk-row]';

/**
 * The keyboard order desk of an order list: a roving active row (one row in the tab order,
 * `aria-current` on it, a visible focus ring), j/k or the arrows to move, Enter to open, d deliver,
 * r remind, m mark read, x select, / search, ? the shortcut list. Row actions are the row's own
 * buttons (the same dialogs and confirmations as a click), so the rows stay plain elements and
 * moving the active row re-renders nothing.
 */
export default function useOrderDesk({ onMarkRead }: Options) {
  const t = useText();
  const wrapper = useRef<HTMLDivElement>(null);
  const active = useRef<string>();
  const lastIndex = useRef(0);
  const [help, setHelp] = useState(false);
  const helpOpen = useRef(false);
  helpOpen.current = help;

  const rows = () => Array.from(wrapper.current?.querySelectorAll<HTMLTableRowElement>(ROW) ?? []);

  /** Makes a row the active one (the only one in the tab order) and, if asked, focuses it. */
  const activate = useCallback((row: HTMLTableRowElement | undefined, focus: boolean) => {
    if (!row) return;
    const all = rows();
    all.forEach((r) => {
      const on = r === row;
      r.tabIndex = on ? 0 : -1;
      if (on) r.setAttribute('aria-current', 'true');
      else r.removeAttribute('aria-current');
    });
    active.current = row.dataset.deskRow;
    lastIndex.current = Math.max(0, all.indexOf(row));
    // focusing scrolls the row into view
    if (focus) row.focus();
  }, []);

  const activeRow = () => rows().find((r) => r.dataset.deskRow === active.current);

  /** Clicks a row's own action button, or says why the action is not there. */
  const press = (row: HTMLTableRowElement | undefined, testId: string, action: string) => {
    if (!row) return;
    const button = row.querySelector<HTMLButtonElement>(`[data-testid="${testId}"]`);
    if (button && !button.disabled) button.click();
    else toast.info(t('views.desk.unavailable', { action: t(`trade.action.${action}`), orderNo: row.dataset.deskRow ?? '' }));
  };

  const run = (command: DeskCommand) => {
    const all = rows();
    const row = activeRow();
    const at = row ? all.indexOf(row) : -1;
    // the first move from outside the rows lands on the active row itself
    const away = !(document.activeElement instanceof Element && document.activeElement.closest(ROW));
    if ((command === 'next' || command === 'prev') && away && row) {
      activate(row, true);
      return;
    }
    switch (command) {
      case 'next':
        activate(all[Math.min(at + 1, all.length - 1)], true);
        break;
      case 'prev':
        activate(all[at < 0 ? 0 : Math.max(at - 1, 0)], true);
        break;
      case 'first':
        activate(all[0], true);
        break;
      case 'last':
        activate(all[all.length - 1], true);
        break;
      case 'open':
        row?.querySelector<HTMLAnchorElement>('[data-testid="order-link"]')?.click();
        break;
      case 'deliver':
        press(row, 'action-DELIVER', 'DELIVER');
        break;
      case 'remind':
        press(row, 'action-REMIND', 'REMIND');
        break;
      case 'markRead':
        if (row?.dataset.deskRow) onMarkRead(row.dataset.deskRow);
        break;
      case 'select':
        row?.querySelector<HTMLInputElement>('[data-testid="row-select"]')?.click();
        break;
      case 'search': {
        // the order-number field of the table's search form (else its first field)
        const input =
          wrapper.current?.querySelector<HTMLInputElement>('form input#orderNo') ??
          wrapper.current?.querySelector<HTMLInputElement>('.ant-pro-table-search input');
        input?.focus();
        input?.select();
        break;
      }
      case 'help':
        setHelp((h) => !h);
        break;
      case 'back':
        activate(row ?? all[0], true);
        break;
      default:
        break;
    }
  };
  const runRef = useRef(run);
  runRef.current = run;

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented) return;
      // Esc closes the shortcut list even before the dialog has taken the focus
      if (e.key === 'Escape' && helpOpen.current) {
        setHelp(false);
        return;
      }
      const target = e.target instanceof Element ? e.target : null;
      // Esc in the search form goes back to the orders
      if (e.key === 'Escape' && target?.closest('.ant-pro-table-search') && wrapper.current?.contains(target)) {
        e.preventDefault();
        runRef.current('back');
        return;
      }
      if (ownsKeys(target)) return;
      // keys act when the focus is on the page itself or inside the order table
      const inDesk = !target || target === document.body || !!(wrapper.current && wrapper.current.contains(target));
      if (!inDesk) return;
      // a dialog open elsewhere (the delivery form, a confirmation) keeps the keyboard
      if (document.querySelector('.ant-modal-wrap:not([style*="display: none"])')) return;
      const onRow = !!target?.matches(ROW);
      const command = deskCommand(e, onRow);
      if (!command) return;
      e.preventDefault();
      runRef.current(command);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  /** After the list (re)loads: keep the active row, or the one now at its place, in the tab order. */
  const onLoad = useCallback(() => {
    // after React has drawn the new rows
    setTimeout(() => {
      const all = rows();
      if (all.length === 0) return;
      const lost = document.activeElement === document.body || document.activeElement === null;
      const row = all.find((r) => r.dataset.deskRow === active.current) ?? all[Math.min(lastIndex.current, all.length - 1)];
      activate(row, lost && active.current !== undefined);
    }, 0);
  }, [activate]);

  /** Spread on each order row (ProTable's onRow): its key for the desk, out of the tab order until active. */
  const onRow = useCallback(
    (o: Order, index?: number): HTMLAttributes<HTMLElement> & { 'data-desk-row': string } => ({
      'data-desk-row': o.orderNo,
      tabIndex: o.orderNo === active.current || (active.current === undefined && index === 0) ? 0 : -1,
      onFocus: (e) => {
        // a click or Tab into a row (or a control in it) makes it the active one
        const row = (e.target as Element).closest<HTMLTableRowElement>(ROW);
        if (row && row.dataset.deskRow !== active.current) activate(row, false);
      },
    }),
    [activate],
  );

  const overlay = (
    <Modal open={help} title={t('views.desk.help.title')} footer={null} onCancel={() => setHelp(false)} width={480} destroyOnHidden>
      <table className={desk.keys} data-testid="desk-help">
        <thead>
          <tr>
            <th scope="col">{t('views.desk.help.key')}</th>
            <th scope="col">{t('views.desk.help.does')}</th>
          </tr>
        </thead>
        <tbody>
          {DESK_KEYS.map((k) => (
            <tr key={k.command}>
              <td>
                {k.keys.map((key) => (
                  <kbd key={key}>{key}</kbd>
                ))}
              </td>
              <td>{t(k.text)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Modal>
  );

  return {
    wrapperProps: { ref: wrapper, className: desk.desk, 'aria-label': t('views.desk.label'), role: 'region' as const },
    onRow,
    onLoad,
    overlay,
    /** A toolbar button that opens the shortcut list (the mouse way to learn the keys). */
    hint: (
      <Tooltip title={t('views.desk.hint')}>
        <Button
          icon={<KeyOutlined />}
          aria-label={t('views.desk.help.title')}
          aria-keyshortcuts="?"
          onClick={() => setHelp(true)}
          data-testid="desk-help-open"
        />
      </Tooltip>
    ),
  };
}
