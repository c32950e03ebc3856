import chat from './chat';
import market from './market';
import trade from './trade';

/** Texts of the public site (markets, store pages, help, checkout) and the chat overlays. */
export default { ...trade, ...market, ...chat };
