import { urlOf } from '../../../src/domain/endpoint';
import { marketApi } from '../../../src/domain/market/endpoints';

/**
 * Help-centre texts in both languages. Bodies are the HTML an operator would paste into the CMS:
 * headings, lists, tables and images. One article carries hostile markup on purpose (as if a
 * compromised editor account had pasted it): the client must sanitise every body.
 */
const img = (name: string, alt: string) =>
  `<p><img src="${urlOf(marketApi.contentImage, { name: `${name}.svg` })}" alt="${alt}" width="640" height="240" /></p>`;

export interface CategorySeed {
  key: string;
  parent?: string;
  name: string;
  nameEn: string;
}

export const ARTICLE_CATEGORIES: CategorySeed[] = [
  { key: 'start', name: '新手指南', nameEn: 'Getting started' },
  { key: 'buy', parent: 'start', name: '买家指南', nameEn: 'Buying guide' },
  { key: 'sell', parent: 'start', name: '卖家指南', nameEn: 'Selling guide' },
  { key: 'receive', parent: 'start', name: '收货商指南', nameEn: 'Receiver guide' },
  { key: 'safety', name: '交易安全', nameEn: 'Trading safety' },
  { key: 'fees', name: '费用与资金', nameEn: 'Fees and funds' },
  { key: 'account', name: '账号与认证', nameEn: 'Account and verification' },
  { key: 'faq', name: '常见问题', nameEn: 'FAQ' },
];

export interface ArticleSeed {
  category: string;
  title: string;
  titleEn: string;
  summary: string;
  summaryEn: string;
  body: string;
  bodyEn: string;
  pinned?: boolean;
}

const FEE_TABLE_ZH = `<table><thead><tr><th>品类</th><th>卖家手续费</th><th>结算时间</th></tr></thead><tbody>
<tr><td>游戏币</td><td>3%</td><td>确认收货后 T+0</td></tr>
<tr><td>道具装备</td><td>5%</td><td>确认收货后 T+1</td></tr>
<tr><td>游戏账号</td><td>8%</td><td>确认收货后 T+3</td></tr></tbody></table>`;
const FEE_TABLE_EN = `<table><thead><tr><th>Category</th><th>Seller fee</th><th>Settlement</th></tr></thead><tbody>
<tr><td>Currency</td><td>3%</td><td>Same day after receipt</td></tr>
<tr><td>Items</td><td>5%</td><td>1 day after receipt</td></tr>
<tr><td>Accounts</td><td>8%</td><td>3 days after receipt</td></tr></tbody></table>`;

export const ARTICLES: ArticleSeed[] = [
  {
    category: 'buy',
    pinned: true,
    title: '如何购买游戏币',
    titleEn: 'How to buy game currency',
    summary: '选择游戏、区服和商品，付款后等待卖家在游戏内交付。',
    summaryEn: 'Pick a game, a server and a listing, pay, then receive the delivery in game.',
    body: `<h2>购买流程</h2><ol><li>在首页或“全部游戏”中选择游戏，进入游戏币市场。</li><li>按区服筛选，比较单价（1元=X 与 X元/单位两种显示）、库存和卖家完成率。</li><li>点击“购买”，填写收货角色名，确认数量后付款。</li><li>卖家在约定时间内通过邮寄或当面交易交付，收到后确认收货。</li></ol>${img('help-buy-flow', '购买流程示意图')}<h3>注意事项</h3><ul><li>请勿在平台外私下交易。</li><li>收货前请核对角色名和区服。</li></ul>`,
    bodyEn: `<h2>Steps</h2><ol><li>Choose a game on the home page or under “All games” and open its currency market.</li><li>Filter by server, compare unit prices (shown both as 1 yuan = X and as X yuan per unit), stock and seller completion rate.</li><li>Click “Buy”, enter the receiving character, confirm the quantity and pay.</li><li>The seller delivers by mail or face to face within the agreed time; confirm receipt when it arrives.</li></ol>${img('help-buy-flow', 'Buying flow')}<h3>Good to know</h3><ul><li>Never trade outside the platform.</li><li>Check the character name and server before you confirm receipt.</li></ul>`,
  },
  {
    category: 'sell',
    pinned: true,
    title: '如何发布商品',
    titleEn: 'How to publish a commodity',
    summary: '开通供货商身份后，在“我的商品”中发布或快速发布。',
    summaryEn: 'Open the supplier role, then publish or quick-publish from “My commodities”.',
    body: `<h2>开通供货商</h2><p>完成实名认证、阅读发布协议并填写店铺信息后即可发布商品。</p><h2>发布商品</h2><ol><li>选择游戏 → 区服 → 品类，并选择属性。</li><li>填写标题、单价、库存和每单最小/最大数量。</li><li>选择交易方式并填写发货说明。</li></ol>${FEE_TABLE_ZH}`,
    bodyEn: `<h2>Open the supplier role</h2><p>Complete real-name verification, read the publishing agreement and fill in your store details.</p><h2>Publish</h2><ol><li>Choose game → server → category and its attributes.</li><li>Enter the title, unit price, stock and the minimum / maximum per order.</li><li>Choose the trade method and write delivery notes.</li></ol>${FEE_TABLE_EN}`,
  },
  {
    category: 'receive',
    title: '收货商保证金说明',
    titleEn: 'The receiver deposit',
    summary: '开通收货商需缴纳 200 元保证金，可随时申请退还。',
    summaryEn: 'Opening the receiver role takes a 200 yuan deposit, refundable at any time.',
    body: `<p>收货商发布收货单前需缴纳 <strong>200 元</strong> 保证金。保证金在交易纠纷时用于赔付，无纠纷时可在“保证金退还”中申请退回。</p><table><thead><tr><th>状态</th><th>说明</th></tr></thead><tbody><tr><td>有效保证金</td><td>可用于担保交易</td></tr><tr><td>冻结保证金</td><td>纠纷处理中，暂不可退</td></tr></tbody></table>`,
    bodyEn: `<p>Receivers pay a <strong>200 yuan</strong> deposit before publishing demands. It covers compensation in disputes and can be refunded under “Deposit refund” when nothing is pending.</p><table><thead><tr><th>State</th><th>Meaning</th></tr></thead><tbody><tr><td>Effective deposit</td><td>Guarantees your trades</td></tr><tr><td>Locked deposit</td><td>A dispute is open; not refundable yet</td></tr></tbody></table>`,
  },
  {
    category: 'safety',
    pinned: true,
    title: '警惕钓鱼链接与虚假客服',
    titleEn: 'Beware of phishing links and fake support',
    summary: '平台客服不会索要密码或引导站外付款。',
    summaryEn: 'Our support never asks for passwords or payment outside the platform.',
    // hostile markup kept on purpose: the help pages must neutralise it (see the market e2e test)
    body: `<p>近期有骗子冒充平台客服发送如下内容，请勿点击：</p><p><img src=x onerror=alert(1)></p><p><a href="javascript:alert('phish')">点击领取补偿</a></p><script>alert('xss')</script><p onclick="alert('click')">平台客服只通过站内聊天联系您，不会索要密码、验证码或要求站外转账。</p>${img('help-safety', '安全提示')}`,
    bodyEn: `<p>Scammers have been posing as support and sending messages like this one. Do not click:</p><p><img src=x onerror=alert(1)></p><p><a href="javascript:alert('phish')">Claim your compensation</a></p><script>alert('xss')</script><p onclick="alert('click')">Our support only contacts you through the in-site chat and never asks for passwords, codes or transfers outside the platform.</p>${img('help-safety', 'Safety notice')}`,
  },
  {
    category: 'safety',
    title: '交易纠纷如何处理',
    titleEn: 'How disputes are handled',
    summary: '问题订单由平台介入，依据聊天记录和交付凭证裁定。',
    summaryEn: 'Problem orders are decided by the platform from chat logs and delivery proof.',
    body: `<h2>发起纠纷</h2><p>订单详情页点击“申请介入”，说明问题并上传截图。</p><h2>处理时效</h2><table><thead><tr><th>阶段</th><th>时效</th></tr></thead><tbody><tr><td>客服受理</td><td>30 分钟内</td></tr><tr><td>双方举证</td><td>24 小时</td></tr><tr><td>平台裁定</td><td>48 小时内</td></tr></tbody></table>`,
    bodyEn: `<h2>Opening a dispute</h2><p>Click “Ask the platform” on the order detail page, describe the problem and upload screenshots.</p><h2>Timeline</h2><table><thead><tr><th>Stage</th><th>Time</th></tr></thead><tbody><tr><td>Support picks it up</td><td>Within 30 minutes</td></tr><tr><td>Both sides give evidence</td><td>24 hours</td></tr><tr><td>Decision</td><td>Within 48 hours</td></tr></tbody></table>`,
  },
  {
    category: 'fees',
    title: '手续费与结算周期',
    titleEn: 'Fees and settlement',
    summary: '各品类手续费与结算时间一览。',
    summaryEn: 'Fees and settlement times per category.',
    body: `<p>平台仅向卖家收取手续费，买家无需额外付费。</p>${FEE_TABLE_ZH}`,
    bodyEn: `<p>Only sellers pay a fee; buyers pay nothing extra.</p>${FEE_TABLE_EN}`,
  },
  {
    category: 'fees',
    title: '余额提现规则',
    titleEn: 'Withdrawing your balance',
    summary: '提现到已绑定的收款账户，通常 2 小时内到账。',
    summaryEn: 'Withdraw to a bound receiving account; it usually arrives within 2 hours.',
    body: `<ul><li>单笔最低 10 元，单日最多 5 笔。</li><li>冻结余额不可提现。</li><li>提现需验证手机验证码。</li></ul>`,
    bodyEn: `<ul><li>At least 10 yuan per withdrawal, at most 5 per day.</li><li>Frozen balance cannot be withdrawn.</li><li>Each withdrawal is confirmed with a phone code.</li></ul>`,
  },
  {
    category: 'account',
    title: '实名认证指南',
    titleEn: 'Real-name verification',
    summary: '大部分交易页面需要完成实名认证。',
    summaryEn: 'Most trading pages need real-name verification.',
    body: `<p>进入“个人中心 → 实名认证”，使用支付宝扫码完成认证，一般 1 分钟内生效。</p>${img('help-realname', '实名认证')}`,
    bodyEn: `<p>Open “Account → Real-name”, scan the code with Alipay and the verification usually takes effect within a minute.</p>${img('help-realname', 'Real-name verification')}`,
  },
  {
    category: 'account',
    title: '子账号与权限',
    titleEn: 'Sub-accounts and permissions',
    summary: '主账号可创建子账号并分配订单、商品等权限。',
    summaryEn: 'A main account can create sub-accounts with order, commodity and other permissions.',
    body: `<p>子账号适合工作室多人协作：每个子账号只能访问被授权的功能，资金类操作仅限主账号。</p>`,
    bodyEn: `<p>Sub-accounts suit studios working as a team: each sees only the features granted to it; money operations stay with the main account.</p>`,
  },
];

/** Short question-and-answer articles of the FAQ category. */
export const FAQ: Array<[string, string, string, string]> = [
  [
    '付款后多久发货？',
    'How soon is an order delivered?',
    '游戏币通常 30 分钟内发货，卖家超时未发货可申请取消。',
    'Currency usually arrives within 30 minutes; if the seller is late you may cancel.',
  ],
  [
    '可以取消订单吗？',
    'Can I cancel an order?',
    '未发货的订单可以取消，已发货订单需与卖家协商。',
    'Undelivered orders can be cancelled; delivered ones need the seller’s agreement.',
  ],
  [
    '什么是议价？',
    'What is bargaining?',
    '买家可对商品出价，卖家同意后按议价下单。',
    'A buyer offers a price on a commodity; once the seller agrees the order uses it.',
  ],
  [
    '积分有什么用？',
    'What are points for?',
    '积分可在活动中兑换优惠，交易完成后自动发放。',
    'Points are earned on completed trades and redeemed in promotions.',
  ],
  [
    '如何联系客服？',
    'How do I contact support?',
    '点击页面右下角的聊天按钮即可联系客服。',
    'Use the chat button at the bottom right of any page.',
  ],
  [
    '为什么收不到验证码？',
    'Why don’t I receive the code?',
    '请检查手机是否拦截短信，或 60 秒后重新获取。',
    'Check whether your phone blocks the SMS, or request a new code after 60 seconds.',
  ],
  [
    '卖家完成率怎么计算？',
    'How is the completion rate computed?',
    '近 90 天完成订单数除以已结束订单数。',
    'Orders completed over the last 90 days divided by orders closed in that time.',
  ],
  [
    '如何修改店铺网址？',
    'How do I change my store URL?',
    '在供货商设置中修改，每 30 天可修改一次。',
    'In the supplier settings, once every 30 days.',
  ],
  [
    '黑名单有什么作用？',
    'What does the blacklist do?',
    '被拉黑的用户无法购买您的商品或向您出售。',
    'Blacklisted users can neither buy from you nor sell to you.',
  ],
  [
    '收货单可以暂停吗？',
    'Can I pause a demand?',
    '可以，在收货单管理中批量设置为不公开即可。',
    'Yes: set it to private in demand management, one by one or in bulk.',
  ],
  [
    '平均交易时间是什么？',
    'What is the average trade time?',
    '从付款到卖家交付的平均用时。',
    'The average time from payment to the seller’s delivery.',
  ],
  [
    '账号交易有保障吗？',
    'Are account trades protected?',
    '账号交易设有 3 天找回保障期，期间资金不结算给卖家。',
    'Accounts have a 3-day recovery guarantee during which the seller is not paid.',
  ],
];

export interface NoticeSeed {
  level: 'INFO' | 'IMPORTANT' | 'MAINTENANCE';
  title: string;
  titleEn: string;
  body: string;
  bodyEn: string;
}

const maintenanceTable = (zh: boolean, rows: Array<[string, string]>) =>
  `<table><thead><tr><th>${zh ? '项目' : 'Item'}</th><th>${zh ? '时间（北京时间）' : 'Time (Beijing)'}</th></tr></thead><tbody>${rows
    .map(([a, b]) => `<tr><td>${a}</td><td>${b}</td></tr>`)
    .join('')}</tbody></table>`;

export const NOTICES: NoticeSeed[] = [
  {
    level: 'MAINTENANCE',
    title: '系统维护公告',
    titleEn: 'Scheduled maintenance',
    body: `<p>为提升服务质量，平台将进行例行维护，维护期间无法下单和提现。</p>${maintenanceTable(true, [
      ['交易系统', '02:00 – 04:00'],
      ['提现', '02:00 – 05:00'],
    ])}`,
    bodyEn: `<p>The platform will undergo routine maintenance; orders and withdrawals are unavailable meanwhile.</p>${maintenanceTable(
      false,
      [
        ['Trading', '02:00 – 04:00'],
        ['Withdrawals', '02:00 – 05:00'],
      ],
    )}`,
  },
  {
    level: 'IMPORTANT',
    title: '手续费调整通知',
    titleEn: 'Fee changes',
    body: `<p>自下月 1 日起，道具装备品类卖家手续费由 6% 调整为 5%。</p>${FEE_TABLE_ZH}`,
    bodyEn: `<p>From the 1st of next month the seller fee for items drops from 6% to 5%.</p>${FEE_TABLE_EN}`,
  },
  {
    level: 'INFO',
    title: '新游戏上线：王权与自由',
    titleEn: 'New game: Throne and Liberty',
    body: `<p>《王权与自由》光辉交易现已开放，欢迎供货商发布商品。</p>${img('notice-new-game', '新游戏上线')}`,
    bodyEn: `<p>Lucent trading for Throne and Liberty is now open. Suppliers are welcome to publish.</p>${img('notice-new-game', 'New game')}`,
  },
  {
    level: 'IMPORTANT',
    title: '防骗提醒：谨防冒充客服',
    titleEn: 'Scam alert: fake support staff',
    body: '<p>平台客服不会通过 QQ 或微信主动联系您，更不会要求您站外付款。</p>',
    bodyEn: '<p>Our support never contacts you on QQ or WeChat first, nor asks for payment outside the platform.</p>',
  },
  {
    level: 'INFO',
    title: '魔兽世界新赛季开服交易指南',
    titleEn: 'World of Warcraft new season trading guide',
    body: '<p>新赛季开服首周交易量大，建议提前发布收货单并保持在线。</p>',
    bodyEn: '<p>Volume peaks in the first week of a new season: publish demands early and stay online.</p>',
  },
  {
    level: 'MAINTENANCE',
    title: '支付通道升级',
    titleEn: 'Payment gateway upgrade',
    body: `${maintenanceTable(true, [
      ['支付宝', '01:00 – 01:30'],
      ['微信支付', '01:30 – 02:00'],
    ])}<p>升级期间相应支付方式暂不可用。</p>`,
    bodyEn: `${maintenanceTable(false, [
      ['Alipay', '01:00 – 01:30'],
      ['WeChat Pay', '01:30 – 02:00'],
    ])}<p>Each payment method is unavailable during its window.</p>`,
  },
  {
    level: 'INFO',
    title: '积分商城上新',
    titleEn: 'New rewards in the points store',
    body: '<p>积分可兑换手续费减免券与提现加速券，数量有限。</p>',
    bodyEn: '<p>Points now buy fee discounts and faster withdrawals, while stocks last.</p>',
  },
  {
    level: 'IMPORTANT',
    title: '实名认证规则更新',
    titleEn: 'Real-name rules updated',
    body: '<p>提现与发布商品前须完成实名认证，未认证账号的相关功能将受限。</p>',
    bodyEn: '<p>Withdrawals and publishing now require real-name verification; unverified accounts are limited.</p>',
  },
  {
    level: 'INFO',
    title: '流放之路新赛季通货开放',
    titleEn: 'Path of Exile new league currency open',
    body: '<p>新赛季神圣石交易已开放，赛季服与硬核服分开挂单。</p>',
    bodyEn: '<p>Divine Orb trading for the new league is open; softcore and hardcore list separately.</p>',
  },
  {
    level: 'MAINTENANCE',
    title: '聊天服务维护',
    titleEn: 'Chat service maintenance',
    body: '<p>站内聊天将于本周四 03:00 – 03:30 维护，期间消息可能延迟。</p>',
    bodyEn: '<p>In-site chat is under maintenance on Thursday 03:00 – 03:30; messages may be delayed.</p>',
  },
  {
    level: 'INFO',
    title: '收货商专区上线',
    titleEn: 'Receiver zone launched',
    body: '<p>收货商可在收货单管理中批量导入收货单，并查看各区服收货价排行。</p>',
    bodyEn: '<p>Receivers can import demands in bulk and see the best bids per server.</p>',
  },
  {
    level: 'IMPORTANT',
    title: '账号交易找回保障延长',
    titleEn: 'Account recovery guarantee extended',
    body: '<p>账号交易找回保障期由 3 天延长至 5 天。</p>',
    bodyEn: '<p>The recovery guarantee for account trades grows from 3 to 5 days.</p>',
  },
];

export interface CarouselSeed {
  title: string;
  titleEn: string;
  subtitle: string;
  subtitleEn: string;
  image: string;
  href: string;
}

export const CAROUSEL: CarouselSeed[] = [
  {
    title: '魔兽世界金币 秒发专区',
    titleEn: 'World of Warcraft gold, instant delivery',
    subtitle: '200+ 家店铺在线，最低价一目了然',
    subtitleEn: '200+ stores online, lowest prices at a glance',
    image: 'banner-wow',
    href: '/categories/gold/wow',
  },
  {
    title: '开通收货商 坐收全服货源',
    titleEn: 'Become a receiver, source from every server',
    subtitle: '保证金 200 元，随时可退',
    subtitleEn: '200 yuan deposit, refundable any time',
    image: 'banner-receiver',
    href: '/demand/auth',
  },
  {
    title: '交易安全 从识别钓鱼开始',
    titleEn: 'Safe trading starts with spotting phishing',
    subtitle: '平台客服不会索要密码',
    subtitleEn: 'Support never asks for your password',
    image: 'banner-safety',
    href: '/help',
  },
  {
    title: '暗黑破坏神4 新赛季',
    titleEn: 'Diablo IV new season',
    subtitle: '金币与符文现货供应',
    subtitleEn: 'Gold and runes in stock',
    image: 'banner-d4',
    href: '/categories/gold/d4',
  },
];
