/** Static app settings shared by .umirc.ts and the layouts. */
const defaultSettings = {
  title: 'Game Trade Console',
  primaryColor: '#1677ff',
  /** where the console's side menu starts */
  consoleHome: '/order/purchased',
};
export default defaultSettings;
