/** antd design tokens: a dense, calm console. */
const theme = {
  token: {
    colorPrimary: '#1677ff',
    borderRadius: 4,
    fontSize: 13,
    zIndexPopupBase: 2000,
  },
};
export default theme;
