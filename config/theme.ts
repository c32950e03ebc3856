import { palette, statusTints, tagText } from '../src/constants/palette';

/** antd design tokens (a dense, calm console) from the palette of src/constants/palette.ts. */
const theme = {
  token: {
    colorPrimary: palette.primary,
    colorPrimaryHover: palette.primaryHover,
    colorPrimaryActive: palette.primaryActive,
    colorLink: palette.primary,
    colorLinkHover: palette.primaryHover,
    colorLinkActive: palette.primaryActive,
    colorInfo: palette.primary,
    colorTextTertiary: palette.textTertiary,
    colorTextDescription: palette.textTertiary,
    // danger buttons are white on colorError: red-7 (red-5 #ff4d4f was 3.3:1)
    colorError: palette.errorText,
    colorErrorText: palette.errorText,
    colorSuccessText: palette.successText,
    colorWarningText: palette.warningText,
    // status icons, badges' dots, progress: 3:1 as graphics; their tints stay antd's own
    colorSuccess: palette.successIcon,
    colorWarning: palette.warningIcon,
    ...statusTints,
    ...tagText,
    borderRadius: 4,
    fontSize: 13,
    zIndexPopupBase: 2000,
  },
  components: {
    // status tags (success, warning, error) write their text in the status colour itself
    Tag: { colorSuccess: palette.successText, colorWarning: palette.warningText, colorError: palette.errorText },
    // a form field's warning line is text: 4.5:1
    Form: { colorWarning: palette.warningText, colorSuccess: palette.successText },
    // a table's "No data" line is text, not a disabled control
    Table: { colorTextDisabled: palette.textTertiary },
    Empty: { colorTextDisabled: palette.textTertiary },
    List: { colorTextDisabled: palette.textTertiary },
  },
};
export default theme;

/** The palette as less variables (`@tc-primary`, …) for the page styles (umi's `theme` option). */
export const lessVars: Record<string, string> = Object.fromEntries(
  Object.entries({ ...palette, ...tagText }).map(([k, v]) => [`tc-${k.replace(/[A-Z0-9]/g, (c) => `-${c.toLowerCase()}`)}`, v]),
);
