/**
 * The keyboard order desk's keys (one list for the handler and the `?` overlay). Pure, so a unit
 * test reads it without a DOM.
 */
export type DeskCommand =
  | 'next'
  | 'prev'
  | 'first'
  | 'last'
  | 'open'
  | 'deliver'
  | 'remind'
  | 'markRead'
  | 'select'
  | 'search'
  | 'help'
  /** from the search form back to the rows */
  | 'back';

/** What each command is shown as in the overlay (key labels) and its text key. */
export const DESK_KEYS: { command: DeskCommand | 'close'; keys: string[]; text: string }[] = [
  { command: 'next', keys: ['j', '↓'], text: 'views.desk.key.next' },
  { command: 'prev', keys: ['k', '↑'], text: 'views.desk.key.prev' },
  { command: 'first', keys: ['Home', 'End'], text: 'views.desk.key.first' },
  { command: 'open', keys: ['Enter', 'o'], text: 'views.desk.key.open' },
  { command: 'deliver', keys: ['d'], text: 'views.desk.key.deliver' },
  { command: 'remind', keys: ['r'], text: 'views.desk.key.remind' },
  { command: 'markRead', keys: ['m'], text: 'views.desk.key.markRead' },
  { command: 'select', keys: ['x'], text: 'views.desk.key.select' },
  { command: 'search', keys: ['/'], text: 'views.desk.key.search' },
  { command: 'help', keys: ['?'], text: 'views.desk.key.help' },
  { command: 'close', keys: ['Esc'], text: 'views.desk.key.close' },
];

/**
 * The command of a key press, or undefined. `onRow`: the focus is on an order row itself (Enter
 * and the arrows act on the row only there, so a focused link or button keeps its own keys).
 */
export function deskCommand(
  e: { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean },
  onRow: boolean,
): DeskCommand | undefined {
  if (e.ctrlKey || e.metaKey || e.altKey) return undefined;
  switch (e.key) {
    case 'j':
      return 'next';
    case 'k':
      return 'prev';
    case 'ArrowDown':
      return onRow ? 'next' : undefined;
    case 'ArrowUp':
      return onRow ? 'prev' : undefined;
    case 'Home':
      return onRow ? 'first' : undefined;
    case 'End':
      return onRow ? 'last' : undefined;
    case 'Enter':
      return onRow ? 'open' : undefined;
    case 'o':
      return 'open';
    case 'd':
      return 'deliver';
    case 'r':
      return 'remind';
    case 'm':
      return 'markRead';
    case 'x':
      return 'select';
    case '/':
      return 'search';
    case '?':
      return 'help';
    default:
      return undefined;
  }
}

/** Whether a key press belongs to what has the focus (typing in a field, a menu, a dialog). */
export function ownsKeys(target: Element | null): boolean {
  if (!target) return false;
  if (
    target.closest(
      'input, textarea, select, [contenteditable="true"], [role="combobox"], [role="menu"], [role="dialog"], .ant-modal-wrap, .ant-dropdown, .ant-select-dropdown, .ant-picker-dropdown',
    )
  )
    return true;
  return false;
}
